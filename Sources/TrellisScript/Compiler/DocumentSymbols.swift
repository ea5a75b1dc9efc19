/// The names a document declares or imports, in one value the checker owns: the keys, the
/// plugins' containers and modifiers, and the document's structs, records, modifiers and enums.
/// Declarations (`declareType`, `declareEnum`, `declareKeys`, `declareModifiers`, imports)
/// write it before any body is checked; checking bodies reads it.
struct DocumentSymbols {
    /// Container-value and environment keys, built-in and declared, by name.
    var containerKeys: [String: KeyDeclaration] = [:]
    var environmentKeys: [String: KeyDeclaration] = [:]
    /// The imported modules' containers and modifiers, by name.
    var pluginContainers: [String: ScriptContainerDeclaration] = [:]
    var pluginModifiers: [String: ScriptModifierDeclaration] = [:]
    /// The document's views (structs with a `body`), records (other structs), `extension View`
    /// modifiers and enums, by name.
    var structs: [String: StructDefinition] = [:]
    var records: [String: RecordDefinition] = [:]
    var customModifiers: [String: Method] = [:]
    var enums: [String: EnumDefinition] = [:]
    /// The document's `@Observable` classes, by name.
    var classes: [String: ClassDefinition] = [:]
    /// Names declared by declarations already reported as unsupported (a top-level `func`):
    /// their uses are not reported again.
    var unsupportedNames: Set<String> = []
}
