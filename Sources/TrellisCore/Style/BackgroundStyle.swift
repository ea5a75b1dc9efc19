/// The background of the window a view is in: SwiftUI's `.background` style.
///
/// A terminal's own background is the window's, so the style draws nothing over it: a card
/// filled with `.background` shows the terminal's background, as a card filled with the
/// window's colour shows the window.
///
/// ```swift
/// Text("Note").padding().background(.background, in: RoundedRectangle(cornerRadius: 8))
/// ```
public struct BackgroundStyle: ShapeStyle, Hashable {
    /// The background style.
    public init() {}
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background of the window: the terminal's own, which the style leaves as it is.
    public static var background: BackgroundStyle { BackgroundStyle() }
}
