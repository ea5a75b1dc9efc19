import SwiftSyntax
import SwiftSyntaxMacros

/// Implements `#Preview`: a terminal has no preview canvas, so a preview declares nothing.
/// Its arguments are still type-checked against the macro's signature, so a preview that
/// names a missing view or passes a wrong argument fails to compile as it would in Xcode.
///
/// ```swift
/// #Preview { ContentView() }
/// // expands to nothing
/// ```
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}

/// Implements `@Previewable`, which marks a property wrapper declared inside a `#Preview`
/// body: the variable stays as written, so it adds nothing.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
