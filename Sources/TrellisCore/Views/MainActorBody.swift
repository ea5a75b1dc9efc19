/// Evaluates the main-actor `body` requirements of views, modifiers and scenes for the
/// resolver.
///
/// As in SwiftUI, those bodies are isolated to the main actor, so they may read main-actor
/// state. The resolver is synchronous and nonisolated (layout, which it interleaves with, also
/// runs on a second thread for a lazy root, on nodes that evaluate no body), and it is entered
/// only through main-actor entry points: renderers, the run loop, `TestDriver`, which the
/// compiler checks. So a body runs in place, checked by `MainActor.assertIsolated` in debug
/// builds (the tests, the sanitizers); a check on every body of a release build would cost
/// about as much as drawing a row. The `nonisolated(unsafe)` bindings only carry the value in
/// and its body out, on the same thread.
package enum MainActorBody {
    static func of<V: View>(_ view: V) -> V.Body {
        nonisolated(unsafe) let view = view
        nonisolated(unsafe) var body: V.Body?
        inPlace { body = view.body }
        return body!
    }

    static func of<M: ViewModifier>(_ modifier: M, content: M.Content) -> M.Body {
        nonisolated(unsafe) let modifier = modifier
        nonisolated(unsafe) let content = content
        nonisolated(unsafe) var body: M.Body?
        inPlace { body = modifier.body(content: content) }
        return body!
    }

    static func of<S: Scene>(_ scene: S) -> S.Body {
        nonisolated(unsafe) let scene = scene
        nonisolated(unsafe) var body: S.Body?
        inPlace { body = scene.body }
        return body!
    }

    /// `make(input)`, a main-actor closure of a plugin's own code (the SDK's container bodies),
    /// called from a plugin's exported function: the host calling it is not Trellis's to
    /// check, so this one is checked in every build.
    package static func call<Input, Output>(_ make: @MainActor (Input) -> Output, with input: Input) -> Output {
        nonisolated(unsafe) let input = input
        nonisolated(unsafe) var output: Output?
        MainActor.assumeIsolated { output = make(input) }
        return output!
    }

    /// Runs `work` on the calling thread, which a main-actor entry point put on the main actor.
    private static func inPlace(_ work: @MainActor () -> Void) {
        MainActor.assertIsolated("a view's body was evaluated off the main actor")
        withoutActuallyEscaping(work) { work in
            unsafeBitCast(work, to: (() -> Void).self)()
        }
    }
}
