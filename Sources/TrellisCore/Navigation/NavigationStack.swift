/// A view that shows a root view and the views pushed on top of it: drawn as its navigation
/// bar (the title its content sets with `navigationTitle`, and its `toolbar` items) above the
/// root view.
///
/// Static output shows the root: nothing is pushed in a render, so the path (when given) and
/// `navigationDestination` are accepted and not drawn.
///
/// ```swift
/// NavigationStack {
///     List(songs) { Text($0.title) }
///         .navigationTitle("Songs")
///         .toolbar { Button("Add") {} }
/// }
/// ```
///
///     Songs                    Add
///     ────────────────────────────
///     Blue in Green
///     So What
public nonisolated struct NavigationStack<Data, Root: View>: UnaryView {
    let root: Root

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _LayoutNode {
        let (bar, node) = NavigationBar.reading(inputs: inputs) { Root._makeView(view: view.root, inputs: $0.forUnaryContent()) }
        return bar.node(around: node, inputs: inputs)
    }
}

extension NavigationStack where Data == NavigationPath {
    /// A stack showing `root`.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
    }

    /// A stack showing `root`, with the pushed values in `path` (none are drawn).
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
    }
}

extension NavigationStack
where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
    /// A stack showing `root`, with the pushed values in `path` (none are drawn).
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
    }
}

/// A list of values pushed on a navigation stack, of any hashable types.
public struct NavigationPath: Equatable {
    private var elements: [AnyHashable]

    /// An empty path.
    public init() {
        elements = []
    }

    /// A path of `elements`, the first at the bottom.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// The number of values on the path.
    public var count: Int { elements.count }

    /// Whether the path is empty (the root is shown).
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value`.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Pops the last `k` values.
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(k)
    }
}

/// Destinations that a navigation stack would push: nothing is pushed in a render, so they are
/// accepted and not drawn.
nonisolated extension View {
    /// The view pushed for values of type `data` (from a value-based ``NavigationLink``): not drawn.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        self
    }

    /// The view pushed while `isPresented` is true: not drawn.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        self
    }

    /// The view pushed while `item` holds a value: not drawn.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        self
    }
}
