/// What `import Trellis` offers, by name, as the generated table records it from the Trellis
/// module's symbol graph (`Generated/TrellisSymbolTable.swift`; a test fails when it is stale).
enum TrellisSymbols {
    /// The name of every public symbol of Trellis: types, functions, members, modifiers.
    static let names = lines(namesText)

    /// The names Trellis accepts whose every symbol is documented as having no effect on text.
    static let noEffect = lines(noEffectText)

    /// The names of a generated multi-line string, one a line.
    static func lines(_ text: String) -> Set<String> {
        Set(text.split(separator: "\n").map(String.init))
    }
}
