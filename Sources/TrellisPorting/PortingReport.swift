import SwiftSyntax
import TrellisScript

/// The SwiftUI symbols a Swift source file uses that Trellis lacks or accepts without effect,
/// so a user knows, before porting, what `import Trellis` in place of `import SwiftUI` leaves.
///
/// A name the file uses is judged by the generated tables, the one record of what Trellis
/// has: a name the file declares itself, or that the standard library (or Foundation and
/// Observation, when Trellis re-exports them or the file imports them) provides, is not
/// SwiftUI's and is skipped. Of the rest, a name Trellis documents as having no effect on text
/// is reported as such, and a name Trellis lacks as not available. Names are judged by spelling
/// alone, without types or argument labels: a missing overload of a name Trellis has (a
/// different parameter type) is not found here but by the compiler.
///
///     Feed.swift:12:9: GeometryReader: not available
///     Feed.swift:20:14: onTapGesture: accepted, no effect on text
///
/// - Complexity: O(n) in the length of the source.
public struct PortingReport: Sendable {
    /// Every reported use, in source order.
    public let findings: [PortingFinding]

    /// Analyses `source`, naming it `file` in locations. Any text is accepted: what does not
    /// parse is skipped. A file beyond the limits documents have (its size, its nesting) is
    /// not walked and throws the same diagnostic a document would.
    public init(source: String, file: String, limits: ScriptLimits = .standard) throws(ScriptError) {
        let tree = try ScriptDocument.parseWithinLimits(source, path: file, limits: limits)
        let collector = SymbolUseCollector()
        collector.walk(tree)
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        var visible = PlatformSymbols.standardLibrary
        for module in TrellisSymbols.reexportedModules.union(collector.imports) {
            visible.formUnion(PlatformSymbols.names(of: module) ?? [])
        }
        findings = collector.uses.compactMap { use -> PortingFinding? in
            guard !collector.declared.contains(use.name), !Self.implicitNames.contains(use.name) else { return nil }
            let kind: PortingFinding.Kind
            if TrellisSymbols.noEffect.contains(use.name) {
                kind = .noEffect
            } else if TrellisSymbols.names.contains(use.name) || visible.contains(use.name) {
                return nil
            } else {
                kind = .notAvailable
            }
            let location = converter.location(for: use.position)
            return PortingFinding(
                symbol: use.name, location: SourceLocation(file: file, line: location.line, column: location.column), kind: kind)
        }
    }

    /// Names the language provides without a declaration: `self`, accessor and `catch`
    /// parameters, the metatype members, and the tuple labels of the standard library's
    /// elements (`enumerated()`'s `offset` and `element`, a dictionary's `key` and `value`),
    /// which are no symbols of their own.
    static let implicitNames: Set<String> = [
        "self", "Self", "super", "init", "newValue", "oldValue", "error", "Type", "Protocol",
        "offset", "element", "key", "value",
    ]

    /// The uses of symbols Trellis lacks.
    public var missing: [PortingFinding] { findings.filter { $0.kind == .notAvailable } }

    /// A closing line: the distinct symbols of each kind, or that nothing is missing.
    public var summary: String { summary(compilerErrors: nil) }

    /// The closing line with the compiler's verdict on the file ported: how many errors it
    /// reported, nil when it did not run. A file the compiler refuses never has "nothing missing".
    public func summary(compilerErrors: Int?) -> String {
        func distinct(_ kind: PortingFinding.Kind) -> [String] {
            var seen: Set<String> = []
            return findings.filter { $0.kind == kind && seen.insert($0.symbol).inserted }.map(\.symbol)
        }
        let missing = distinct(.notAvailable), ignored = distinct(.noEffect)
        let failed = (compilerErrors ?? 0) > 0
        var parts = [missing.isEmpty ? (failed ? "no missing names" : "nothing missing") : "\(missing.count) missing: " + missing.joined(separator: ", ")]
        if !ignored.isEmpty { parts.append("\(ignored.count) with no effect on text: " + ignored.joined(separator: ", ")) }
        switch compilerErrors {
        case nil: break
        case 0: parts.append("typechecks against Trellis")
        case 1: parts.append("1 compiler error against Trellis")
        case let count?: parts.append("\(count) compiler errors against Trellis")
        }
        return parts.joined(separator: "; ")
    }
}
