import SwiftUI

/// How a row asks its container to badge it; only the container that owns the row reads it.
enum BadgeStyle: Sendable {
    case none, highlighted, muted
}

extension ContainerValues {
    @Entry var badgeStyle: BadgeStyle = .none
}

extension View {
    func badgeStyle(_ style: BadgeStyle) -> some View {
        containerValue(\.badgeStyle, style)
    }
}

struct BadgedStack<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(subviews: content) { subview in
                HStack {
                    switch subview.containerValues.badgeStyle {
                    case .highlighted:
                        Image(systemName: "star.fill")
                            .foregroundStyle(.yellow)
                    case .muted:
                        Image(systemName: "moon.zzz")
                            .foregroundStyle(.secondary)
                    case .none:
                        EmptyView()
                    }
                    subview
                }
            }
        }
    }
}

struct Inbox: View {
    var body: some View {
        BadgedStack {
            Text("Release notes")
                .badgeStyle(.highlighted)
            Text("Weekly digest")
            Text("Old thread")
                .badgeStyle(.muted)
        }
    }
}
