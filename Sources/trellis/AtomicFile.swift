import Foundation

/// Writes a file atomically: the bytes go to a temporary file in the same folder, which is
/// then renamed over the destination, so readers see the old file or the new one, never a
/// part, and a failure leaves the old file as it was.
enum AtomicFile {
    struct Failure: Error {
        let message: String
    }

    static func write(_ data: Data, to path: String) throws(Failure) {
        let destination = URL(fileURLWithPath: path)
        let folder = destination.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(destination.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: data) else {
            throw Failure(message: "cannot write '\(path)': cannot create a file in '\(folder.path)'")
        }
        guard rename(temporary.path, destination.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw Failure(message: "cannot write '\(path)': \(reason)")
        }
    }
}
