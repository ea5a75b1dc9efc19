/// Scrolling modifiers. Static output shows a scroll view's whole content, unscrolled, with
/// no indicators, so only `contentMargins` changes what is drawn.
nonisolated extension View {
    /// Whether scroll views below show their indicators: none are drawn, but the views below
    /// read it as `EnvironmentValues.horizontalScrollIndicatorVisibility` (and `vertical…`)
    /// for the axes named.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        modifier(EnvironmentWritingModifier { environment in
            if axes.contains(.horizontal) { environment.horizontalScrollIndicatorVisibility = visibility }
            if axes.contains(.vertical) { environment.verticalScrollIndicatorVisibility = visibility }
        })
    }

    /// Whether scroll views below clip their content: their whole content is drawn, so ignored.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        self
    }

    /// Whether scroll views below can scroll: nothing is drawn differently, but the views below
    /// read it as `EnvironmentValues.isScrollEnabled`.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        modifier(EnvironmentWritingModifier { $0.isScrollEnabled = !disabled })
    }

    /// Whether lists and forms below draw their scrolling background: they draw none, so ignored.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        self
    }

    /// Scroll targets only matter while scrolling: ignored.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        self
    }

    /// Scroll behaviour only matters while scrolling: ignored.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        self
    }

    /// Margins around scroll content are drawn as padding of `length` points on `edges`.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        padding(edges, length)
    }

    /// Margins around scroll content are drawn as padding of `length` points.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        padding(.all, length)
    }
}

/// Whether scroll indicators are shown.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    private let value: Int
    /// The platform decides.
    public static let automatic = ScrollIndicatorVisibility(value: 0)
    /// Shown where the platform allows hiding them.
    public static let visible = ScrollIndicatorVisibility(value: 1)
    /// Hidden unless the platform always shows them.
    public static let hidden = ScrollIndicatorVisibility(value: 2)
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(value: 3)
}

/// A scroll target behaviour: accepted for source compatibility.
public protocol ScrollTargetBehavior {}

/// Aligns scrolling to views.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
}

/// Aligns scrolling to pages.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
}

/// Any scroll target behaviour, its type erased, as SwiftUI's `AnyScrollTargetBehavior`: no
/// effect on text, as every scroll target behaviour.
public struct AnyScrollTargetBehavior: ScrollTargetBehavior {
    /// The behaviour erased.
    let base: any ScrollTargetBehavior

    /// `base`, its type erased.
    public init(_ base: some ScrollTargetBehavior) {
        self.base = base
    }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

/// Where content margins apply: accepted for source compatibility.
public struct ContentMarginPlacement: Hashable, Sendable {
    public static let automatic = ContentMarginPlacement()
    public static let scrollContent = ContentMarginPlacement()
    public static let scrollIndicators = ContentMarginPlacement()
}
