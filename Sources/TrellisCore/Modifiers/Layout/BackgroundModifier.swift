nonisolated extension View {
    /// Draws `content` behind this view, proposed this view's size and placed by `alignment`.
    ///
    /// ```swift
    /// Text("Note").padding().background { Color.yellow }
    /// ```
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryViewModifier(secondary: content(), placement: .background, alignment: alignment))
    }

    /// Draws `view` behind this view (the original SwiftUI spelling). A colour argument picks
    /// the shape-style overload instead, as in SwiftUI.
    @_disfavoredOverload
    public func background<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
        modifier(SecondaryViewModifier(secondary: view, placement: .background, alignment: alignment))
    }

    /// Fills the background of this view's cells with `style` (ANSI output only; plain text
    /// has no colours).
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(SecondaryViewModifier(secondary: ColorFill(color: style._terminalColor ?? .clear), placement: .background, alignment: .center))
    }

    /// Fills the background of this view's cells with `style`; the shape is drawn as the
    /// terminal can (a rectangle of cells).
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(style)
    }

    /// Draws `content` over this view, proposed this view's size and placed by `alignment`.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryViewModifier(secondary: content(), placement: .overlay, alignment: alignment))
    }

    /// Draws `view` over this view (the original SwiftUI spelling).
    @_disfavoredOverload
    public func overlay<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
        modifier(SecondaryViewModifier(secondary: view, placement: .overlay, alignment: alignment))
    }

    /// Colours this view's cells with `style`, over what it draws.
    public func overlay<S: ShapeStyle>(_ style: S) -> some View {
        modifier(SecondaryViewModifier(secondary: ColorFill(color: style._terminalColor ?? .clear), placement: .overlay, alignment: .center))
    }
}

/// Draws a secondary view behind or over the modified one. The secondary view is a container
/// boundary: values set inside it stay there (§6.9).
struct SecondaryViewModifier<Secondary: View>: RenderingModifier {
    let secondary: Secondary
    let placement: OverlayNode.Placement
    let alignment: Alignment

    func makeNode(inputs: _ViewInputs, content: (_ViewInputs) -> _LayoutNode) -> _LayoutNode {
        let primary = content(inputs)
        var secondaryInputs = inputs.forUnaryContent()
        secondaryInputs.identity = inputs.identity.appending(.part(placement == .overlay ? .overlay : .background))
        if placement == .background { secondaryInputs.environment.drawsColorsAsBackground = true }
        return OverlayNode(primary: primary, secondary: Secondary._makeView(view: secondary, inputs: secondaryInputs),
                           placement: placement, alignment: alignment)
    }
}
