import SwiftUI

/// A button flips the stack between horizontal and vertical; with `AnyLayout` the subviews
/// keep their state and the change animates.
struct ConditionalLayoutExample: View {
    @State private var isVertical = false

    var body: some View {
        let layout = isVertical ? AnyLayout(VStackLayout(alignment: .leading)) : AnyLayout(HStackLayout(alignment: .top))
        VStack(spacing: 20) {
            layout {
                Text("Swift")
                Text("SwiftUI")
                Text("Layout")
            }
            .font(.title3)
            Button(isVertical ? "Lay out in a row" : "Lay out in a column") {
                withAnimation(.bouncy) {
                    isVertical.toggle()
                }
            }
            ZStackLayout(alignment: .bottomTrailing) {
                Color.gray.opacity(0.2)
                Text("badge")
                    .padding(4)
            }
            .frame(height: 40)
        }
    }
}
