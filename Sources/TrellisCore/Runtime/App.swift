import Foundation

/// A program's entry point and its scenes, as in SwiftUI: mark the app type `@main` and it runs
/// in the terminal, its window's content drawn by the live runtime.
///
/// ```swift
/// import Trellis
///
/// @main
/// struct CounterApp: App {
///     var body: some Scene {
///         WindowGroup { ContentView() }
///     }
/// }
/// ```
///
/// The app takes the alternate screen (set `TRELLIS_INLINE=1` to draw below the prompt
/// instead) until Ctrl-C. When standard input or output is not a terminal, the window's content
/// is rendered once to standard output instead.
@MainActor @preconcurrency public protocol App {
    /// The type of the app's scenes.
    associatedtype Body: Scene

    /// The app's scenes: in a terminal, one window group.
    @SceneBuilder var body: Body { get }

    /// Creates the app; `main()` calls it.
    init()
}

extension App {
    /// Runs the app: makes it, and runs its window in the terminal until Ctrl-C (or renders it
    /// once when not attached to a terminal). Exits the process with the runtime's status.
    @MainActor public static func main() {
        let inline = ProcessInfo.processInfo.environment["TRELLIS_INLINE"].map { $0 != "" && $0 != "0" } ?? false
        exit(TerminalRunLoop.run(placement: inline ? .inline : .fullscreen, app: Self()))
    }


    /// The root view of the app's first window group, after installing the app's dynamic
    /// properties in `environment`: under a live runtime (the graph is in `environment`) the
    /// app's `@State` is stored in the graph, survives frames, and a write draws a new one.
    func rootView(in environment: EnvironmentValues) -> AnyView {
        DynamicProperties.install(_ViewInputs(environment: environment), into: self)
        return body._rootView
    }
}

@MainActor @preconcurrency public protocol Scene {
    /// The type of the scene's content.
    associatedtype Body: Scene

    /// The scene's content.
    @SceneBuilder var body: Body { get }
}

nonisolated extension Scene {
    /// The root view of the scene's window, found through composed scenes' bodies.
    var _rootView: AnyView {
        if let group = self as? any WindowScene { return group.content }
        if Body.self == Never.self { return AnyView(EmptyView()) }
        return MainActorBody.of(self)._rootView
    }
}

extension Never: Scene {}

/// A scene that shows a window: its content is what the terminal shows.
package protocol WindowScene {
    var content: AnyView { get }
}

/// A scene beside an app's window that a terminal does not show (settings, menu bar extras):
/// an app listing several scenes shows the first one that is not auxiliary.
package protocol AuxiliaryScene {}

/// A scene of windows that show the same content; a terminal shows one.
public nonisolated struct WindowGroup<Content: View>: Scene, WindowScene {
    let view: Content
    /// The window's title (a terminal does not show it).
    let title: Text?

    package var content: AnyView { AnyView(view) }

    /// A window group showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.view = content()
        self.title = nil
    }

    /// A window group with an identifier, showing `content`.
    public init(id: String, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }

    /// A window group with a title, showing `content`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.view = content()
        self.title = Text(titleKey)
    }

    /// A window group with a title, showing `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.view = content()
        self.title = Text(title)
    }

    /// A window group with a title, showing `content`.
    @_disfavoredOverload
    public init(_ title: Text, @ViewBuilder content: () -> Content) {
        self.view = content()
        self.title = title
    }

    /// A window group with a title and an identifier, showing `content`.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.init(titleKey, content: content)
    }

    /// A window group with a title and an identifier, showing `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.init(title, content: content)
    }

    /// A window group with a title and an identifier, showing `content`.
    @_disfavoredOverload
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.init(title, content: content)
    }

    /// A window group is drawn by the runtime; it has no body.
    public var body: Never { fatalError("WindowGroup is a primitive scene and has no body") }
}

/// Builds an app's scenes from the scene expressions of a `body`.
@resultBuilder
public struct SceneBuilder {
    /// A scene as itself.
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content {
        content
    }

    /// One scene as itself.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content {
        content
    }
}
