import SwiftUI

/// A vertical stack that puts a divider between its resolved subviews, never before the first
/// or after the last.
struct DividedVStack<Content: View>: View {
    var spacing: CGFloat = 8
    @ViewBuilder var content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: spacing) {
            Group(subviews: content) { subviews in
                ForEach(subviews) { subview in
                    subview
                    if subview.id != subviews.last?.id {
                        Divider()
                    }
                }
            }
        }
    }
}

struct ShoppingList: View {
    @State private var showsExtras = true

    var body: some View {
        DividedVStack {
            Text("Bread")
            Text("Milk")
            if showsExtras {
                Text("Chocolate")
                Text("Flowers")
            }
        }
        .padding()
        .border(Color.secondary)
    }
}
