import Testing

/// `--color auto|always|never`, `NO_COLOR` and whether output is a terminal (in tests it is a
/// pipe, never a terminal).
@Suite("Color") struct ColorTests {
    static let ansiRed = "\u{1B}["

    @Test("auto writes plain text when standard output is not a terminal")
    func autoOnPipe() throws {
        let result = try TrellisProcess.run(["render", "color.swift"])
        #expect(result.standardOutput == "red\n")
    }

    @Test("always writes ANSI styles, even with NO_COLOR set")
    func always() throws {
        let plain = try TrellisProcess.run(["render", "color.swift", "--color", "always"])
        let noColor = try TrellisProcess.run(["render", "color.swift", "--color", "always"], environment: ["NO_COLOR": "1"])
        #expect(plain.standardOutput.contains(Self.ansiRed))
        #expect(plain.standardOutput.contains("red"))
        #expect(noColor.standardOutput == plain.standardOutput)
    }

    @Test("never writes plain text")
    func never() throws {
        #expect(try TrellisProcess.run(["render", "color.swift", "--color", "never"]).standardOutput == "red\n")
    }

    @Test("an unknown mode is a usage error")
    func unknownMode() throws {
        let result = try TrellisProcess.run(["render", "color.swift", "--color", "sometimes"])
        #expect(result.status != 0)
        #expect(result.standardError.contains("sometimes"))
    }
}
