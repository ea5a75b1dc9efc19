import SwiftUI

extension ContainerValues {
    /// Whether a song was turned down; the board strikes such cards through.
    @Entry var isRejected: Bool = false
}

extension View {
    func rejected(_ isRejected: Bool = true) -> some View {
        containerValue(\.isRejected, isRejected)
    }
}

struct RejectingBoard<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            ForEach(subviews: content) { subview in
                let rejected = subview.containerValues.isRejected
                subview
                    .strikethrough(rejected)
                    .foregroundStyle(rejected ? .secondary : .primary)
                    .opacity(rejected ? 0.6 : 1)
                    .accessibilityLabel(rejected ? "Rejected" : "Accepted")
            }
        }
    }
}

struct Requests: View {
    var body: some View {
        RejectingBoard {
            Text("Hotel Cal-if-or-else")
            Text("Lucy in the Sky with Data")
                .rejected()
            Text("Love Stack")
        }
    }
}
