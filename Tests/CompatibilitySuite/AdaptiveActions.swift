import SwiftUI

/// Two buttons side by side when they fit the width, stacked when they do not.
struct AdaptiveActions: View {
    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack(spacing: 12) { actionButtons }
            VStack(spacing: 12) { actionButtons }
        }
        .padding()
    }

    @ViewBuilder private var actionButtons: some View {
        Button("Accept Invitation") {}
            .buttonStyle(.borderedProminent)
        Button("Maybe Later") {}
            .buttonStyle(.bordered)
    }
}

struct InvitationCard: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("You are invited to the Swift meetup")
                .font(.headline)
            AdaptiveActions()
        }
        .frame(maxWidth: 320)
    }
}
