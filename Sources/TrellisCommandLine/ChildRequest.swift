import Foundation
import TrellisHost

/// How a request reaches a child `trellis` process: as its JSON, whole, in the arguments after
/// the child's command, so that the child parses no option of the parent's again and a field
/// added to the request travels with it (synthesized `Codable`). Standard input stays the
/// parent's (documents read it); the isolation channel stays an inherited descriptor.
enum ChildRequest {
    /// The most bytes of JSON one argument carries: below Linux's limit of 128 KiB for one
    /// argument.
    static let argumentBytes = 100_000

    /// `command`, `--` and the JSON of `request` in pieces of at most ``argumentBytes``
    /// bytes, each cut between characters.
    static func arguments(_ command: [String], _ request: some Encodable) throws(IsolationFailure) -> [String] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys  // the same request is the same arguments
        let json: String
        do {
            json = String(decoding: try encoder.encode(request), as: UTF8.self)
        } catch {
            throw IsolationFailure(cause: .notStarted("the request cannot be encoded: \(error)"), activity: nil)
        }
        var pieces: [String] = [], piece = String.UnicodeScalarView(), bytes = 0
        for scalar in json.unicodeScalars {
            let length = UTF8.width(scalar)
            if bytes + length > argumentBytes {
                pieces.append(String(piece))
                (piece, bytes) = (String.UnicodeScalarView(), 0)
            }
            piece.append(scalar)
            bytes += length
        }
        return command + ["--"] + pieces + [String(piece)]
    }

    /// The request whose JSON `pieces` hold.
    /// - Throws: A usage error (status 64) when they hold none.
    static func decode<Request: Decodable>(_ type: Request.Type, from pieces: [String]) throws -> Request {
        do {
            return try JSONDecoder().decode(type, from: Data(pieces.joined().utf8))
        } catch {
            throw ValidationError("the request is not valid: \(error)")
        }
    }
}
