import SwiftUI

/// A horizontal carousel that gives every resolved subview a full-width page.
struct Carousel<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 16) {
                ForEach(subviews: content) { subview in
                    subview
                        .frame(maxWidth: .infinity, minHeight: 120)
                        .background(Color.blue.opacity(0.15))
                        .containerRelativeFrame(.horizontal)
                        .clipShape(.rect(cornerRadius: 12))
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        .scrollIndicators(.hidden)
        .scrollClipDisabled()
        .safeAreaPadding(.horizontal, 20)
    }
}

struct OnboardingPages: View {
    var body: some View {
        Carousel {
            Text("Welcome")
            Text("Sync your notes")
            Text("Share with friends")
        }
    }
}
