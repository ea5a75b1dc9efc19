// The vocabulary is declared on the engine's types (`View`, `EnvironmentValues`, …) and reads
// what it needs of the engine through `package` declarations.
@_exported import TrellisCore
