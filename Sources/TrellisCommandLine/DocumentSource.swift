import Glibc
import TrellisScript

/// The text of a source file the command line reads itself: a document to quote in
/// diagnostics, a SwiftUI file for `check --porting`. Never blocks (a FIFO is refused, not
/// waited on) and never reads more than the limit and one byte: a 3 GB file is not read to say
/// it is too large.
enum DocumentSource {
    /// Why a file was not read, worded to follow "cannot read 'PATH': ".
    struct Failure: Error {
        let reason: String
    }

    /// The UTF-8 text of the regular file at `path`, or a descriptor path's text, of at most
    /// `maxBytes` bytes.
    static func read(_ path: String, maxBytes: Int = ScriptLimits.standard.documentBytes) throws(Failure) -> String {
        let bytes: [UInt8]
        if let descriptor = DescriptorPath.descriptor(of: path) {
            do throws(DescriptorPath.Errno) {
                bytes = try DescriptorPath.read(descriptor, maxBytes: maxBytes)
            } catch {
                throw Failure(reason: error.message)
            }
        } else {
            let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
            guard descriptor >= 0 else { throw Failure(reason: String(cString: strerror(errno))) }
            defer { close(descriptor) }
            var status = stat()
            guard fstat(descriptor, &status) == 0 else { throw Failure(reason: String(cString: strerror(errno))) }
            guard status.st_mode & S_IFMT == S_IFREG else { throw Failure(reason: "not a regular file") }
            guard status.st_size <= maxBytes else { throw Failure(reason: tooLarge(maxBytes)) }
            do throws(DescriptorPath.Errno) {
                bytes = try DescriptorPath.read(descriptor, maxBytes: maxBytes)
            } catch {
                throw Failure(reason: error.message)
            }
        }
        guard bytes.count <= maxBytes else { throw Failure(reason: tooLarge(maxBytes)) }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw Failure(reason: "the file is not UTF-8 text") }
        return text
    }

    /// The text of the regular file at `path` when it can be read as ``read(_:maxBytes:)``
    /// reads it, for quoting diagnostics; `nil` otherwise.
    static func quotable(_ path: String, maxBytes: Int = ScriptLimits.standard.documentBytes) -> String? {
        guard DescriptorPath.descriptor(of: path) == nil else { return nil }
        return try? read(path, maxBytes: maxBytes)
    }

    private static func tooLarge(_ maxBytes: Int) -> String {
        "larger than \(maxBytes) bytes, the limit for source files"
    }
}
