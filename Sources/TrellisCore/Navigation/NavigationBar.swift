/// The bar a navigation container draws above its content: what `navigationTitle`,
/// `navigationSubtitle` and `toolbar` set inside it, read as preferences while the content's nodes are made.
///
/// The title is bold, leading, followed by the subtitle, dim; leading toolbar items come before it and the other items
/// after it at the trailing edge; a dim rule separates the bar from the content. Bottom-bar
/// items go on a line of their own below the content. A container whose content sets neither
/// a title nor items, or hides its bar, draws no bar. The container consumes what it read, so an enclosing
/// container draws only its own content's title.
///
///     Inbox                    Edit  +
///     ─────────────────────────────────
///     content
struct NavigationBar {
    /// The title, if the content set one (the innermost wins, as the pushed view's does).
    let title: Text?
    /// The subtitle (`navigationSubtitle`), drawn dim after the title.
    let subtitle: Text?
    let items: [ToolbarEntry]
    /// Whether the content hid the bar (`toolbar(.hidden, for: .navigationBar)`).
    let isHidden: Bool

    /// Makes `content`'s node with a sink of its own and returns the node with what its
    /// content set for the bar; the rest of the content's preferences flow on to `inputs`.
    static func reading(inputs: _ViewInputs, content: (_ViewInputs) -> _LayoutNode) -> (NavigationBar, _LayoutNode) {
        let own = PreferenceSink()
        var contentInputs = inputs
        contentInputs.preferences = own
        let node = content(contentInputs)
        let bar = NavigationBar(title: own.value(NavigationTitleKey.self), subtitle: own.value(NavigationSubtitleKey.self),
                                items: own.value(ToolbarItemsKey.self), isHidden: own.value(NavigationBarHiddenKey.self))
        own.remove(NavigationTitleKey.self)
        own.remove(NavigationSubtitleKey.self)
        own.remove(ToolbarItemsKey.self)
        own.remove(NavigationBarHiddenKey.self)
        inputs.preferences?.merge(own)
        return (bar, node)
    }

    /// `content` with this bar above it (and its bottom-bar items below it).
    func node(around content: _LayoutNode, inputs: _ViewInputs) -> _LayoutNode {
        let leading = items.filter { $0.placement.isLeading }
        let bottom = items.filter { $0.placement == .bottomBar }
        let principal = items.filter { $0.placement == .principal }
        let trailing = items.filter { !$0.placement.isLeading && $0.placement != .bottomBar && $0.placement != .principal }
        guard !isHidden, title != nil || subtitle != nil || !items.isEmpty else { return content }
        let column = VStack(alignment: .leading, spacing: 0) {
            if title != nil || subtitle != nil || !leading.isEmpty || !principal.isEmpty || !trailing.isEmpty {
                HStack(alignment: .top, spacing: 1) {
                    ForEach(leading.indices, id: \.self) { leading[$0].view }
                    if !principal.isEmpty {
                        ForEach(principal.indices, id: \.self) { principal[$0].view }
                    } else {
                        if let title { title.bold() }
                        if let subtitle { subtitle.foregroundStyle(.secondary) }
                    }
                    Spacer(minLength: 0)
                    ForEach(trailing.indices, id: \.self) { trailing[$0].view }
                }
                Divider()
            }
            MadeNode(node: content)
            if !bottom.isEmpty {
                Divider()
                HStack(alignment: .top, spacing: 1) {
                    ForEach(bottom.indices, id: \.self) { bottom[$0].view }
                }
            }
        }
        return VStack._makeView(view: column, inputs: inputs.forUnaryContent())
    }
}

/// A view whose layout node is already made: a container that had to make its content's node
/// first (to read what the content set) places it among views it makes afterwards.
nonisolated struct MadeNode: UnaryView {
    let node: _LayoutNode

    static func _makeView(view: Self, inputs: _ViewInputs) -> _LayoutNode {
        view.node
    }
}

/// Whether `toolbar(.hidden, for: .navigationBar)` hid the bar, read by the nearest navigation
/// container.
struct NavigationBarHiddenKey: PreferenceKey {
    static var defaultValue: Bool { false }

    static func reduce(value: inout Bool, nextValue: () -> Bool) {
        value = value || nextValue()
    }
}

/// The title set by `navigationTitle`, read by the nearest navigation container.
struct NavigationTitleKey: PreferenceKey {
    static var defaultValue: Text? { nil }

    static func reduce(value: inout Text?, nextValue: () -> Text?) {
        if value == nil { value = nextValue() }
    }
}

/// The subtitle set by `navigationSubtitle`, read by the nearest navigation container; the
/// innermost wins, as the title's does.
package struct NavigationSubtitleKey: PreferenceKey {
    package static var defaultValue: Text? { nil }

    package static func reduce(value: inout Text?, nextValue: () -> Text?) {
        if value == nil { value = nextValue() }
    }
}

/// One toolbar item: its view and where it goes.
struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    let view: AnyView
}

/// The toolbar items set by `toolbar`, in the order written, read by the nearest navigation
/// container.
struct ToolbarItemsKey: PreferenceKey {
    static var defaultValue: [ToolbarEntry] { [] }

    static func reduce(value: inout [ToolbarEntry], nextValue: () -> [ToolbarEntry]) {
        value += nextValue()
    }
}

extension ToolbarItemPlacement {
    /// Whether items at this placement go before the title.
    var isLeading: Bool {
        [.navigation, .cancellationAction, .topBarLeading, .navigationBarLeading].contains(self)
    }
}
