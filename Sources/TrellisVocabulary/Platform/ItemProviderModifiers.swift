import Foundation

/// SwiftUI's drag and drop with item providers, and the user activities an app advertises.
/// Laid-out text has no pointer to drag with, nothing is dropped on it and no other device
/// continues it, so each modifier has no effect on text: the view is drawn as it is and the
/// closures are never called.
nonisolated extension View {
    /// Makes this view draggable with the provider `data` makes: no effect on text.
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View {
        self
    }

    /// Makes this view draggable with the provider `data` makes, shown as `preview` while
    /// dragged: no effect on text.
    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View {
        self
    }

    /// Accepts drops of `supportedContentTypes`, handled by `delegate`: no effect on text.
    public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View {
        self
    }

    /// Accepts drops of `supportedContentTypes`, handed to `action`: no effect on text
    /// (`isTargeted` stays as it is, since nothing hovers over the view).
    public func onDrop(
        of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
        perform action: @escaping (_ providers: [NSItemProvider]) -> Bool
    ) -> some View {
        self
    }

    /// Accepts drops of `supportedContentTypes`, handed to `action` with where they landed:
    /// no effect on text.
    public func onDrop(
        of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
        perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool
    ) -> some View {
        self
    }

    /// Accepts drops of the type identifiers `supportedTypes`, handed to `action`: no effect on text.
    public func onDrop(
        of supportedTypes: [String], isTargeted: Binding<Bool>?,
        perform action: @escaping (_ providers: [NSItemProvider]) -> Bool
    ) -> some View {
        self
    }

    /// Accepts drops of the type identifiers `supportedTypes`, handed to `action` with where
    /// they landed: no effect on text.
    public func onDrop(
        of supportedTypes: [String], isTargeted: Binding<Bool>?,
        perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool
    ) -> some View {
        self
    }

    /// Offers the provider `action` makes to drags and copies: no effect on text.
    public func itemProvider(_ action: Optional<() -> NSItemProvider?>) -> some View {
        self
    }

    /// Advertises an activity of `activityType` while `isActive`, filled in by `update`: no
    /// effect on text (a terminal advertises no activities).
    public func userActivity(
        _ activityType: String, isActive: Bool = true, _ update: @escaping (NSUserActivity) -> ()
    ) -> some View {
        self
    }

    /// Advertises an activity of `activityType` for `element` when it is not `nil`, filled in
    /// by `update`: no effect on text.
    public func userActivity<P>(
        _ activityType: String, element: P?, _ update: @escaping (P, NSUserActivity) -> ()
    ) -> some View {
        self
    }

    /// Continues an activity of `activityType` another device handed over: no effect on text
    /// (nothing is handed to a terminal).
    public func onContinueUserActivity(
        _ activityType: String, perform action: @escaping (NSUserActivity) -> ()
    ) -> some View {
        self
    }
}
