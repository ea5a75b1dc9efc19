/// Evaluates the main-actor `body` requirements of views, modifiers and scenes for the
/// resolver.
///
/// As in SwiftUI, those bodies are isolated to the main actor, so they may read main-actor
/// state. The resolver is synchronous and nonisolated (layout, which it interleaves with, also
/// runs on a second thread for a lazy root, on nodes that evaluate no body), and it is entered
/// only through main-actor entry points: renderers, the run loop, `TestDriver`, which the
/// compiler checks. So a body runs in place, checked by `MainActor.assertIsolated` in debug
/// builds (the tests, the sanitizers); a check on every body of a release build would cost
/// about as much as drawing a row.
package enum MainActorBody {
    static func of<V: View>(_ view: V) -> V.Body {
        inPlace(view) { $0.body }
    }

    static func of<M: ViewModifier>(_ modifier: M, content: M.Content) -> M.Body {
        inPlace((modifier, content)) { $0.0.body(content: $0.1) }
    }

    static func of<S: Scene>(_ scene: S) -> S.Body {
        inPlace(scene) { $0.body }
    }

    static func of<T: ToolbarContent>(_ content: T) -> T.Body {
        inPlace(content) { $0.body }
    }

    /// `make(input)`, a main-actor closure of a plugin's own code (the SDK's container bodies),
    /// called from a plugin's exported function: the host calling it is not Trellis's to
    /// check, so this one is checked in every build.
    package static func call<Input, Output>(_ make: @MainActor (Input) -> Output, with input: Input) -> Output {
        MainActor.preconditionIsolated("a plugin's container body was called off the main actor")
        return run(make, on: input)
    }

    /// `work(value)` on the calling thread, which a main-actor entry point put on the main
    /// actor: a body, or another main-actor requirement a primitive view calls as it is made
    /// (a style's `makeBody`).
    static func inPlace<Value, Result>(_ value: Value, _ work: @MainActor (Value) -> Result) -> Result {
        MainActor.assertIsolated("a view's body was evaluated off the main actor")
        return run(work, on: value)
    }

    /// Calls `work`, once checked to be on the main actor (the isolation is not part of a
    /// synchronous function's calling convention).
    private static func run<Value, Result>(_ work: @MainActor (Value) -> Result, on value: Value) -> Result {
        withoutActuallyEscaping(work) { work in
            unsafeBitCast(work, to: ((Value) -> Result).self)(value)
        }
    }
}
