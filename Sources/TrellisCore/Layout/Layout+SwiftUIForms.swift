import Foundation

// SwiftUI's remaining forms of layout values and modifiers: the empty `EdgeInsets()` and
// `UnitPoint()`, a `VerticalEdge.Set` of one edge, `ScrollView(_:content:)`, margins given as
// `EdgeInsets`, and the argument-less `frame()`.

extension EdgeInsets {
    /// No insets.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }
}

extension UnitPoint {
    /// The top-leading point, (0, 0).
    public init() {
        self.init(x: 0, y: 0)
    }
}

extension VerticalEdge.Set {
    /// The set of `e` alone.
    public init(_ e: VerticalEdge) {
        self = e == .top ? .top : .bottom
    }
}

extension ScrollView {
    /// A scroll view along `axes` (vertical by default), drawn as
    /// `init(_:showsIndicators:content:)` draws it.
    public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {
        self.init(axes, showsIndicators: true, content: content)
    }
}

nonisolated extension View {
    /// Margins around scroll content, drawn as padding of `insets` on `edges`.
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        padding(EdgeInsets(top: edges.contains(.top) ? insets.top : 0, leading: edges.contains(.leading) ? insets.leading : 0,
                           bottom: edges.contains(.bottom) ? insets.bottom : 0, trailing: edges.contains(.trailing) ? insets.trailing : 0))
    }

    /// SwiftUI's deprecated `frame()`, which sets no size: no effect on text.
    public func frame() -> some View { self }
}
