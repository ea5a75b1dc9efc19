import SwiftUI

/// A stack that is horizontal in a regular width and vertical in a compact one, keeping its
/// subviews' identity when it switches.
struct DynamicStack<Content: View>: View {
    var horizontalAlignment = HorizontalAlignment.center
    var verticalAlignment = VerticalAlignment.center
    var spacing: CGFloat?
    @ViewBuilder var content: () -> Content
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        let layout = sizeClass == .compact
            ? AnyLayout(VStackLayout(alignment: horizontalAlignment, spacing: spacing))
            : AnyLayout(HStackLayout(alignment: verticalAlignment, spacing: spacing))
        layout(content)
    }
}

struct LoginActionsView: View {
    var body: some View {
        DynamicStack(spacing: 12) {
            Button("Login") {}
            Button("Reset password") {}
            Button("Create account") {}
        }
        .buttonStyle(.bordered)
        .fixedSize()
        .padding()
    }
}
