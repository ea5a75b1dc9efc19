/// Toolbars: items placed in a navigation bar, a bottom bar or a window's toolbar. The nearest
/// navigation container (``NavigationStack``, a ``NavigationSplitView`` column) draws them in
/// its bar: leading placements before the title, the others after it, `.bottomBar` items on a
/// line below its content. Outside a navigation container there is no bar, and they are not
/// drawn.
///
/// ```swift
/// List { … }
///     .toolbar {
///         ToolbarItem(placement: .primaryAction) { Button("Add") { add() } }
///     }
/// ```
nonisolated extension View {
    /// Views for the toolbar, drawn at the trailing end of the navigation bar.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let items = [ToolbarEntry(placement: .automatic, view: AnyView(content()))]
        return transformPreference(ToolbarItemsKey.self) { $0 += items }
    }

    /// Toolbar items for the toolbar, drawn in the navigation bar at their placements.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        var items: [ToolbarEntry] = []
        collectToolbarItems(content(), into: &items)
        return transformPreference(ToolbarItemsKey.self) { [items] in $0 += items }
    }

    /// Shows or hides the given bars: `.hidden` for `.navigationBar` (or `.automatic`) hides
    /// the bar of the nearest navigation container, its title and items; other bars are not
    /// drawn, so for them it changes nothing.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let hides = visibility == .hidden && (bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic))
        return transformPreference(NavigationBarHiddenKey.self) { $0 = $0 || hides }
    }

    /// The background of the given bars: there are none, so ignored.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        self
    }

    /// The style the given bars are filled with: no bar is filled, so ignored.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        self
    }
}

/// Content of a toolbar: ``ToolbarItem``s and ``ToolbarItemGroup``s.
@MainActor @preconcurrency public protocol ToolbarContent {
    /// The toolbar content this content is made of.
    associatedtype Body: ToolbarContent
    /// The toolbar content this content is made of.
    @ToolbarContentBuilder var body: Body { get }
}

extension Never: ToolbarContent {}

/// Toolbar content that Trellis defines directly; its `body` is never called.
nonisolated protocol PrimitiveToolbarContent: ToolbarContent where Body == Never {
    /// Appends the items this content places, in the order written.
    func collectItems(into items: inout [ToolbarEntry])
}

/// Appends the items `content` places: a primitive's own, else its body's.
func collectToolbarItems<C: ToolbarContent>(_ content: C, into items: inout [ToolbarEntry]) {
    if let primitive = content as? any PrimitiveToolbarContent {
        primitive.collectItems(into: &items)
    } else {
        collectToolbarItems(MainActorBody.of(content), into: &items)
    }
}

nonisolated extension PrimitiveToolbarContent {
    /// Primitive toolbar content has no body; calling it is a programming error.
    public var body: Never { fatalError("\(Self.self) is primitive toolbar content and has no body") }
}

/// One item of a toolbar, at a placement.
public nonisolated struct ToolbarItem<ID, Content: View>: PrimitiveToolbarContent {
    /// The identifier a customizable toolbar knows the item by; `()` for an item without one.
    let identifier: ID
    let placement: ToolbarItemPlacement
    let content: Content

    func collectItems(into items: inout [ToolbarEntry]) {
        items.append(ToolbarEntry(placement: placement, view: AnyView(content)))
    }
}

extension ToolbarItem where ID == () {
    /// An item at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.identifier = ()
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// An item with an identifier, at `placement`.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.identifier = id
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem: Identifiable where ID == String {
    /// The identifier the item was made with.
    public var id: String { identifier }
}

/// Several views placed together in a toolbar.
public nonisolated struct ToolbarItemGroup<Content: View>: PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    func collectItems(into items: inout [ToolbarEntry]) {
        items.append(ToolbarEntry(placement: placement, view: AnyView(HStack(alignment: .top, spacing: 1) { content })))
    }

    /// A group of items at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// The menu a navigation title opens (SwiftUI's `ToolbarTitleMenu`): a render opens no menu,
/// so it places no item and has no effect on text.
public nonisolated struct ToolbarTitleMenu<Content: View>: PrimitiveToolbarContent, CustomizableToolbarContent {
    let content: Content

    func collectItems(into items: inout [ToolbarEntry]) {}

    /// A title menu of `content`'s items.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A title menu of the items of the view's `toolbarTitleMenu` modifier.
    public init() where Content == EmptyView {
        self.content = EmptyView()
    }
}

/// Where a toolbar item goes.
public struct ToolbarItemPlacement: Hashable, Sendable {
    private let name: String

    public static let automatic = ToolbarItemPlacement(name: "automatic")
    public static let principal = ToolbarItemPlacement(name: "principal")
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    public static let status = ToolbarItemPlacement(name: "status")
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
}

/// A bar that toolbar items can go in.
public struct ToolbarPlacement: Hashable, Sendable {
    private let name: String

    public static let automatic = ToolbarPlacement(name: "automatic")
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    public static let windowToolbar = ToolbarPlacement(name: "windowToolbar")
}
