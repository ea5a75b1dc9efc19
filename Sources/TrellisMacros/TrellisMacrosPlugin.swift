import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plug-in that provides Trellis's macros.
///
/// The compiler loads this executable when it meets a macro declared with
/// `#externalMacro(module: "TrellisMacros", type: …)` and asks it to expand each use.
///
/// ```swift
/// public macro Entry() = #externalMacro(module: "TrellisMacros", type: "EntryMacro")
/// ```
@main
struct TrellisMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [
        EntryMacro.self, PreviewMacro.self, PreviewableMacro.self,
    ]
}
