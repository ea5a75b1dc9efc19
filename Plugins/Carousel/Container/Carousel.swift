// The carousel of "Mastering container views in SwiftUI. Basics." (seed 004), as a container:
// its subviews are pages side by side in a horizontal scroll view, each as wide as the
// container less a margin on either side (so the next page peeks in at the right edge), and
// beneath them a page indicator with a dot per page, the first one current.
import Foundation
import Trellis

/// Pages side by side, each the container's width, with a page indicator beneath.
public struct Carousel<Content: View>: View {
    /// The points left on either side of the current page (2 columns).
    static var margin: CGFloat { 16 }

    let content: Content

    /// A carousel whose pages are `content`'s subviews.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        Group(subviews: content) { pages in
            VStack(spacing: 0) {
                ScrollView(.horizontal) {
                    HStack(alignment: .top, spacing: 8) {
                        ForEach(pages) { page in
                            page
                                .frame(maxWidth: .infinity, alignment: .topLeading)
                                .padding(.horizontal, 8)
                                .border(.rounded)
                                .containerRelativeFrame(.horizontal) { length, _ in max(8, length - 2 * Self.margin) }
                        }
                    }
                    .padding(.horizontal, Self.margin)
                }
                if !pages.isEmpty {
                    CarouselPageIndicator(count: pages.count, current: 0)
                }
            }
        }
    }
}

/// A dot per page, the current one filled: `● ○ ○`. It wraps when the dots outgrow the width.
struct CarouselPageIndicator: View {
    let count: Int
    let current: Int

    var body: some View {
        Text((0..<count).map { $0 == current ? "●" : "○" }.joined(separator: " "))
            .frame(maxWidth: .infinity)
    }
}
