/// Evaluates the main-actor `body` requirements of views, modifiers, scenes and apps for the
/// resolver.
///
/// As in SwiftUI, those bodies are isolated to the main actor, so they may read main-actor
/// state. The resolver is synchronous and nonisolated (layout, which it interleaves with, also
/// runs on a second thread for a lazy root), and it is entered only through main-actor entry
/// points: renderers, the run loop, `TestDriver`. Here a body runs in place once
/// `MainActor.assumeIsolated` has checked that the caller is on the main actor; the
/// `nonisolated(unsafe)` bindings only carry the value in and its body out of that check, on
/// the same thread.
package enum MainActorBody {
    static func of<V: View>(_ view: V) -> V.Body {
        nonisolated(unsafe) let view = view
        nonisolated(unsafe) var body: V.Body?
        MainActor.assumeIsolated { body = view.body }
        return body!
    }

    static func of<M: ViewModifier>(_ modifier: M, content: M.Content) -> M.Body {
        nonisolated(unsafe) let modifier = modifier
        nonisolated(unsafe) let content = content
        nonisolated(unsafe) var body: M.Body?
        MainActor.assumeIsolated { body = modifier.body(content: content) }
        return body!
    }

    static func of<S: Scene>(_ scene: S) -> S.Body {
        nonisolated(unsafe) let scene = scene
        nonisolated(unsafe) var body: S.Body?
        MainActor.assumeIsolated { body = scene.body }
        return body!
    }

    /// `make(input)`, a main-actor closure of a plugin's own code (the SDK's container bodies),
    /// called from a plugin's exported function while the host renders.
    package static func call<Input, Output>(_ make: @MainActor (Input) -> Output, with input: Input) -> Output {
        nonisolated(unsafe) let input = input
        nonisolated(unsafe) var output: Output?
        MainActor.assumeIsolated { output = make(input) }
        return output!
    }
}
