/// The names a ported file sees besides Trellis's: the Swift standard library always, and
/// Foundation and Observation when Trellis re-exports them or the file imports them
/// (`Generated/PlatformSymbolTable.swift`, from the toolchain's symbol graphs).
enum PlatformSymbols {
    static let standardLibrary = TrellisSymbols.lines(standardLibraryText)
    static let foundation = TrellisSymbols.lines(foundationText)
    static let observation = TrellisSymbols.lines(observationText)

    /// The names of `module`, if it is one the table holds.
    static func names(of module: String) -> Set<String>? {
        switch module {
        case "Foundation": foundation
        case "Observation": observation
        default: nil
        }
    }
}
