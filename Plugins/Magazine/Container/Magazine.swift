// The magazine of "Mastering container views in SwiftUI. Basics." (seed 004), as a container:
// it reads its subviews by index with `Group(subviews:)`, drawing the first one large across
// the whole width and the others in a row of equal columns beneath it.
import Trellis

/// The first subview large, the rest in a row beneath.
public struct Magazine<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        Group(subviews: content) { subviews in
            VStack(alignment: .leading, spacing: 1) {
                if !subviews.isEmpty {
                    subviews[0]
                        .frame(maxWidth: .infinity, minHeight: 3)
                        .padding(.horizontal, 2)
                        .border(.double)
                }
                if subviews.count > 1 {
                    HStack(alignment: .top, spacing: 1) {
                        ForEach(subviews[1...], id: \.id) { subview in
                            subview
                                .frame(maxWidth: .infinity)
                                .padding(.horizontal, 1)
                                .border(.rounded)
                        }
                    }
                }
            }
        }
    }
}
