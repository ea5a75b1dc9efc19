import Foundation

/// Presentation modifiers: sheets, covers, alerts, dialogs, popovers and context menus. Each
/// presents a window over the view once something sets its binding; a render shows the view
/// as it is before anything is presented, so their content is never drawn.
nonisolated extension View {
    /// A sheet shown while `isPresented` is true: not drawn in static output.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        self
    }

    /// A sheet shown for `item` while it is not `nil`: not drawn in static output.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        self
    }

    /// A full-screen cover shown while `isPresented` is true: not drawn in static output.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        self
    }

    /// A full-screen cover shown for `item` while it is not `nil`: not drawn in static output.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        self
    }

    /// A popover shown while `isPresented` is true: not drawn in static output.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        self
    }

    /// A popover with its arrow on `arrowEdge`, shown while `isPresented` is true: not drawn in static output.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        self
    }

    /// A popover shown for `item` while it is not `nil`: not drawn in static output.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        self
    }

    /// A popover with its arrow on `arrowEdge`, shown for `item` while it is not `nil`: not drawn in static output.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        self
    }

    /// An alert shown while `isPresented` is true: not drawn in static output.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        self
    }

    /// An alert shown while `isPresented` is true: not drawn in static output.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        self
    }

    /// An alert shown while `isPresented` is true: not drawn in static output.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        self
    }

    /// An alert with a message, shown while `isPresented` is true: not drawn in static output.
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        self
    }

    /// An alert with a message, shown while `isPresented` is true: not drawn in static output.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        self
    }

    /// An alert with a message, shown while `isPresented` is true: not drawn in static output.
    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        self
    }

    /// An alert about `data`, shown while `isPresented` is true: not drawn in static output.
    public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        self
    }

    /// An alert with a message about `data`, shown while `isPresented` is true: not drawn.
    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        self
    }

    /// An alert about `data`, shown while `isPresented` is true: not drawn in static output.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        self
    }

    /// An alert about `data`, shown while `isPresented` is true: not drawn in static output.
    public func alert<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        self
    }

    /// An alert with a message about `data`, shown while `isPresented` is true: not drawn.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        self
    }

    /// An alert with a message about `data`, shown while `isPresented` is true: not drawn.
    public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        self
    }

    /// A confirmation dialog shown while `isPresented` is true: not drawn in static output.
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        self
    }

    /// A confirmation dialog shown while `isPresented` is true: not drawn in static output.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        self
    }

    /// A confirmation dialog shown while `isPresented` is true: not drawn in static output.
    public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        self
    }

    /// A confirmation dialog with a message, shown while `isPresented` is true: not drawn.
    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        self
    }

    /// A confirmation dialog with a message, shown while `isPresented` is true: not drawn.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        self
    }

    /// A confirmation dialog with a message, shown while `isPresented` is true: not drawn.
    public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        self
    }

    /// A menu shown on a long press or secondary click: never opened in static output.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        self
    }

    /// A menu with a preview, shown on a long press: never opened in static output.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        self
    }

    /// Whether a presented sheet can be swiped away: nothing is presented, so ignored.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        self
    }

    /// The heights a presented sheet can take: nothing is presented, so ignored.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        self
    }

    /// Whether a presented sheet shows its drag indicator: nothing is presented, so ignored.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        self
    }
}

/// A height a presented sheet can rest at.
public struct PresentationDetent: Hashable, Sendable {
    private enum Kind: Hashable, Sendable {
        case medium, large, fraction(CGFloat), height(CGFloat)
    }

    private let kind: Kind

    /// About half the screen.
    public static let medium = PresentationDetent(kind: .medium)
    /// The full height.
    public static let large = PresentationDetent(kind: .large)
    /// A fraction of the full height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(fraction)) }
    /// A fixed height.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(height)) }
}

/// Where a popover points to: a rectangle or a unit point of the view.
public enum PopoverAttachmentAnchor {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}
