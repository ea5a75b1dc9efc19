import SwiftUI

/// Spacing tokens a design system hands down through the environment.
struct Theme: Sendable {
    var small: CGFloat = 8
    var large: CGFloat = 16
}

extension EnvironmentValues {
    @Entry var theme = Theme()
}

/// A list of the design system: every section of the content becomes a themed section.
struct DSList<Content: View>: View {
    @Environment(\.theme) private var theme
    private let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: theme.large) {
                ForEach(sections: content) { section in
                    ThemedSection {
                        section.content
                    } header: {
                        section.header
                    } footer: {
                        section.footer
                    }
                }
            }
            .padding(.horizontal, theme.small)
        }
        .scrollBounceBehavior(.basedOnSize)
    }
}

struct ThemedSection<Content: View, Header: View, Footer: View>: View {
    @Environment(\.theme) private var theme
    @ViewBuilder var content: Content
    @ViewBuilder var header: Header
    @ViewBuilder var footer: Footer

    var body: some View {
        VStack(alignment: .leading, spacing: theme.small) {
            header
                .font(.subheadline.weight(.semibold))
                .textCase(.uppercase)
            VStack(alignment: .leading, spacing: 0) {
                content
            }
            .background(.background.secondary, in: RoundedRectangle(cornerRadius: 12))
            footer
                .font(.footnote)
        }
    }
}

struct FeedList: View {
    var body: some View {
        DSList {
            Section("Unread") {
                Text("Swift 6.3 released")
                Text("Containers on Linux")
            }
            Section("Starred") {
                Text("Layout protocol deep dive")
            }
        }
        .environment(\.theme, Theme(small: 4, large: 12))
    }
}
