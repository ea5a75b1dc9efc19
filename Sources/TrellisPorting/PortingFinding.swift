import TrellisScript

/// One use of a SwiftUI symbol that Trellis lacks or accepts without effect, where the file
/// uses it.
public struct PortingFinding: Hashable, Sendable, CustomStringConvertible {
    /// Why the use is reported.
    public enum Kind: Hashable, Sendable {
        /// `import Trellis` has no symbol of this name: the ported file will not compile here.
        case notAvailable
        /// Trellis has the symbol, and documents that it has no effect on text.
        case noEffect
    }

    /// The symbol's name as the file spells it (`scrollIndicators`, `GeometryReader`).
    public var symbol: String
    /// Where the file uses it.
    public var location: SourceLocation
    /// Why it is reported.
    public var kind: Kind

    public init(symbol: String, location: SourceLocation, kind: Kind) {
        self.symbol = symbol
        self.location = location
        self.kind = kind
    }

    /// The short reason a report gives.
    public var reason: String {
        switch kind {
        case .notAvailable: "not available"
        case .noEffect: "accepted, no effect on text"
        }
    }

    /// `file:line:column: symbol: reason`.
    public var description: String { "\(location): \(symbol): \(reason)" }
}
