import Foundation

/// Scene modifiers of macOS (and iPadOS) apps: menu commands, window chrome, sizes and
/// placement. A terminal app has one window filling the terminal, with no menu bar, title bar
/// or toolbar, so each has no effect on text and the scene shows what it showed.
nonisolated extension Scene {
    /// Would add `content`'s menus and commands to the menu bar: no effect on text (a
    /// terminal has no menu bar; buttons' keyboard shortcuts in views still apply).
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        self
    }

    /// Would remove the scene's default commands: no effect on text.
    public func commandsRemoved() -> some Scene {
        self
    }

    /// Would replace the scene's default commands with `content`: no effect on text.
    public func commandsReplaced<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        self
    }

    /// Would style the scene's windows (`.hiddenTitleBar`): no effect on text.
    public func windowStyle<S: WindowStyle>(_ style: S) -> some Scene {
        self
    }

    /// Would style the scene's window toolbars (`.unified`): no effect on text.
    public func windowToolbarStyle<S: WindowToolbarStyle>(_ style: S) -> some Scene {
        self
    }

    /// Would set how the user can resize the scene's windows: no effect on text (the window
    /// is the terminal's size).
    public func windowResizability(_ resizability: WindowResizability) -> some Scene {
        self
    }

    /// Would set the size of a new window: no effect on text (the window is the terminal's size).
    public func defaultSize(_ size: CGSize) -> some Scene {
        self
    }

    /// Would set the size of a new window: no effect on text (the window is the terminal's size).
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
        self
    }

    /// Would place a new window at `position` on the screen: no effect on text.
    public func defaultPosition(_ position: UnitPoint) -> some Scene {
        self
    }

    /// Would present the scene's menu bar extras in `style`: no effect on text.
    public func menuBarExtraStyle<S: MenuBarExtraStyle>(_ style: S) -> some Scene {
        self
    }

    /// Would route external events (URLs, activities) matching `conditions` to this scene:
    /// no effect on text.
    public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene {
        self
    }
}

/// How a window's frame and title bar look: a terminal draws no window frame, so every
/// style has no effect on text.
public protocol WindowStyle {}

/// The platform's default window style: no effect on text.
public struct DefaultWindowStyle: WindowStyle {
    public init() {}
}

/// A window without a title bar: no effect on text.
public struct HiddenTitleBarWindowStyle: WindowStyle {
    public init() {}
}

/// A window with a title bar: no effect on text.
public struct TitleBarWindowStyle: WindowStyle {
    public init() {}
}

/// A window with no frame or chrome: no effect on text.
public struct PlainWindowStyle: WindowStyle {
    public init() {}
}

extension WindowStyle where Self == DefaultWindowStyle {
    /// The default window style: no effect on text.
    public static var automatic: DefaultWindowStyle { DefaultWindowStyle() }
}

extension WindowStyle where Self == HiddenTitleBarWindowStyle {
    /// No title bar: no effect on text.
    public static var hiddenTitleBar: HiddenTitleBarWindowStyle { HiddenTitleBarWindowStyle() }
}

extension WindowStyle where Self == TitleBarWindowStyle {
    /// A title bar: no effect on text.
    public static var titleBar: TitleBarWindowStyle { TitleBarWindowStyle() }
}

extension WindowStyle where Self == PlainWindowStyle {
    /// No chrome: no effect on text.
    public static var plain: PlainWindowStyle { PlainWindowStyle() }
}

/// How a window's toolbar and title share the top of the window: a terminal window has no
/// toolbar, so every style has no effect on text.
public protocol WindowToolbarStyle {}

/// The default toolbar style: no effect on text.
public struct DefaultWindowToolbarStyle: WindowToolbarStyle {
    public init() {}
}

/// A toolbar below the title: no effect on text.
public struct ExpandedWindowToolbarStyle: WindowToolbarStyle {
    public init() {}
}

/// Title and toolbar on one line: no effect on text.
public struct UnifiedWindowToolbarStyle: WindowToolbarStyle {
    /// Whether the title is shown.
    let showsTitle: Bool

    public init() { self.showsTitle = true }

    /// Title and toolbar on one line, the title shown only if `showsTitle`: no effect on text.
    public init(showsTitle: Bool) { self.showsTitle = showsTitle }
}

/// Title and a compact toolbar on one line: no effect on text.
public struct UnifiedCompactWindowToolbarStyle: WindowToolbarStyle {
    /// Whether the title is shown.
    let showsTitle: Bool

    public init() { self.showsTitle = true }

    /// Title and a compact toolbar on one line, the title shown only if `showsTitle`: no effect on text.
    public init(showsTitle: Bool) { self.showsTitle = showsTitle }
}

extension WindowToolbarStyle where Self == DefaultWindowToolbarStyle {
    /// The default toolbar style: no effect on text.
    public static var automatic: DefaultWindowToolbarStyle { DefaultWindowToolbarStyle() }
}

extension WindowToolbarStyle where Self == ExpandedWindowToolbarStyle {
    /// A toolbar below the title: no effect on text.
    public static var expanded: ExpandedWindowToolbarStyle { ExpandedWindowToolbarStyle() }
}

extension WindowToolbarStyle where Self == UnifiedWindowToolbarStyle {
    /// Title and toolbar on one line: no effect on text.
    public static var unified: UnifiedWindowToolbarStyle { UnifiedWindowToolbarStyle() }

    /// Title and toolbar on one line, the title shown only if `showsTitle`: no effect on text.
    public static func unified(showsTitle: Bool) -> UnifiedWindowToolbarStyle {
        UnifiedWindowToolbarStyle(showsTitle: showsTitle)
    }
}

extension WindowToolbarStyle where Self == UnifiedCompactWindowToolbarStyle {
    /// Title and a compact toolbar on one line: no effect on text.
    public static var unifiedCompact: UnifiedCompactWindowToolbarStyle { UnifiedCompactWindowToolbarStyle() }

    /// Title and a compact toolbar on one line, the title shown only if `showsTitle`: no effect on text.
    public static func unifiedCompact(showsTitle: Bool) -> UnifiedCompactWindowToolbarStyle {
        UnifiedCompactWindowToolbarStyle(showsTitle: showsTitle)
    }
}

nonisolated extension View {
    /// Would style the windows this view presents: no effect on text (a terminal presents
    /// no windows).
    public func presentedWindowStyle<S: WindowStyle>(_ style: S) -> some View {
        self
    }
}
