import SwiftUI

/// Posters in a row; the one tapped grows and the others fade. The whole collection is needed
/// to number the posters, so the container takes it with `Group(subviews:)`.
struct PosterCarousel<Content: View>: View {
    @ViewBuilder var content: Content
    @State private var selected: Int = 0

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 12) {
                Group(subviews: content) { subviews in
                    ForEach(subviews.indices, id: \.self) { index in
                        subviews[index]
                            .padding(8)
                            .scaleEffect(index == selected ? 1.1 : 0.9)
                            .opacity(index == selected ? 1 : 0.6)
                            .onTapGesture {
                                withAnimation(.spring(duration: 0.3)) {
                                    selected = index
                                }
                            }
                            .accessibilityAddTraits(index == selected ? .isSelected : [])
                    }
                }
            }
            .animation(.easeInOut, value: selected)
        }
    }
}

struct PixarShelf: View {
    let films = ["Toy Story", "Up", "WALL·E", "Coco"]

    var body: some View {
        PosterCarousel {
            ForEach(films, id: \.self) { film in
                Text(film)
                    .font(.headline)
            }
        }
    }
}
