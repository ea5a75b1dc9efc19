import Foundation
import Testing

/// Where output goes, as a careful Unix tool writes it: standard output that fails is one error,
/// a closed pipe a quiet end; `-o` follows links, keeps modes and hard links, and writes into
/// devices and FIFOs instead of replacing them.
@Suite("Output targets") struct OutputTargetTests {
    /// A folder with a one-line document, doc.swift.
    static func folder() throws -> URL {
        let folder = try OutputFileTests.scratch([])
        try Data("Text(\"hello\")\n".utf8).write(to: folder.appendingPathComponent("doc.swift"))
        return folder
    }

    /// Runs `script` with `bash -c` in `folder`, `$T` being the trellis executable.
    static func shell(_ script: String, in folder: URL) throws -> TrellisProcess.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = folder
        process.environment = ["PATH": "/usr/bin:/bin", "T": TrellisProcess.executable.path]
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return TrellisProcess.Result(status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
                                     standardError: String(decoding: errorData, as: UTF8.self))
    }

    @Test("standard output on a full disk: one line on standard error, exit status 1")
    func fullDisk() throws {
        let result = try Self.shell("\"$T\" render doc.swift > /dev/full; echo \"status $?\"", in: try Self.folder())
        #expect(result.standardOutput == "status 1\n")
        #expect(result.standardError == "trellis: error: cannot write to standard output: No space left on device\n")
    }

    @Test("a closed pipe ends the command quietly with status 0")
    func closedPipe() throws {
        let folder = try Self.folder()
        try Data("VStack { ForEach(0..<20000, id: \\.self) { Text(\"row \\($0)\") } }\n".utf8).write(to: folder.appendingPathComponent("long.swift"))
        // 20,000 lines are more than a pipe holds: trellis is still writing when head closes it.
        let result = try Self.shell("set -o pipefail; \"$T\" render long.swift | head -c 10 > /dev/null; echo \"status $?\"", in: folder)
        #expect(result == TrellisProcess.Result(status: 0, standardOutput: "status 0\n", standardError: ""))
    }

    @Test("-o through a symbolic link writes the target and keeps the link")
    func symlink() throws {
        let folder = try Self.folder()
        try Data("old\n".utf8).write(to: folder.appendingPathComponent("target.txt"))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.txt").path, withDestinationPath: "target.txt")
        let result = try TrellisProcess.run(["render", "doc.swift", "-o", "link.txt"], in: folder)
        #expect(result.status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent("link.txt").path) == "target.txt")
        #expect(try String(contentsOf: folder.appendingPathComponent("target.txt"), encoding: .utf8) == "hello\n")
        // A dangling link is followed too: its target is created.
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("dangling.txt").path, withDestinationPath: "new.txt")
        #expect(try TrellisProcess.run(["render", "doc.swift", "-o", "dangling.txt"], in: folder).status == 0)
        #expect(try String(contentsOf: folder.appendingPathComponent("new.txt"), encoding: .utf8) == "hello\n")
    }

    @Test("-o keeps the existing file's mode, and leaves no temporary file")
    func keepsMode() throws {
        let folder = try Self.folder()
        let out = folder.appendingPathComponent("out.txt")
        try Data("old\n".utf8).write(to: out)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: out.path)
        #expect(try TrellisProcess.run(["render", "doc.swift", "-o", "out.txt"], in: folder).status == 0)
        let attributes = try FileManager.default.attributesOfItem(atPath: out.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        #expect(try String(contentsOf: out, encoding: .utf8) == "hello\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["doc.swift", "out.txt"])
    }

    @Test("-o on a file with another hard link rewrites it, so both names see the output")
    func hardLink() throws {
        let folder = try Self.folder()
        let out = folder.appendingPathComponent("out.txt"), other = folder.appendingPathComponent("other.txt")
        try Data("old\n".utf8).write(to: out)
        try FileManager.default.linkItem(at: out, to: other)
        #expect(try TrellisProcess.run(["render", "doc.swift", "-o", "out.txt"], in: folder).status == 0)
        #expect(try String(contentsOf: other, encoding: .utf8) == "hello\n")
        #expect(try String(contentsOf: out, encoding: .utf8) == "hello\n")
    }

    @Test("-o /dev/null writes into the device, which stays a device")
    func device() throws {
        let result = try TrellisProcess.run(["render", "doc.swift", "-o", "/dev/null"], in: try Self.folder())
        #expect(result.status == 0)
        var status = stat()
        #expect(stat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
    }

    @Test("-o into a FIFO writes to its reader; a FIFO without a reader is an error at once")
    func fifo() throws {
        let folder = try Self.folder()
        #expect(mkfifo(folder.appendingPathComponent("pipe").path, 0o600) == 0)
        let read = try Self.shell("cat pipe > got.txt & sleep 0.2; \"$T\" render doc.swift -o pipe; echo \"status $?\"; wait", in: folder)
        #expect(read.standardOutput == "status 0\n")
        #expect(try String(contentsOf: folder.appendingPathComponent("got.txt"), encoding: .utf8) == "hello\n")
        let started = Date()
        let unread = try TrellisProcess.run(["render", "doc.swift", "-o", "pipe"], in: folder)
        #expect(Date().timeIntervalSince(started) < 5)
        #expect(unread.status == 1)
        #expect(unread.standardError == "trellis: error: cannot write 'pipe': no process reads this FIFO\n")
    }

    @Test("-o on a directory is an error")
    func directory() throws {
        let folder = try Self.folder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("dir"), withIntermediateDirectories: false)
        let result = try TrellisProcess.run(["render", "doc.swift", "-o", "dir"], in: folder)
        #expect(result == TrellisProcess.Result(status: 1, standardOutput: "", standardError: "trellis: error: cannot write 'dir': it is a directory\n"))
    }
}
