import SwiftUI

// Written for this suite in the idiom of openhab/openhab-ios,
// "openHABWatch Extension/NotificationView.swift" (EPL-2.0, not copied): a watch
// notification body, a headline and a caption with fallbacks for missing text and
// unlimited line counts, with optional-parameter initialiser defaults.

struct WatchNotificationView: View {
    let headline: String?
    let detail: String?

    init(headline: String? = nil, detail: String? = nil) {
        self.headline = headline
        self.detail = detail
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(headline ?? "No message")
                .font(.headline)
                .lineLimit(nil)
            Text(detail ?? "No details")
                .font(.caption)
                .foregroundStyle(.secondary)
                .lineLimit(nil)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct ItemState: Identifiable {
    var id: String { name }
    let name: String
    let state: String
}

struct ItemStateGlance: View {
    let items: [ItemState]

    var body: some View {
        ScrollView {
            VStack(spacing: 8) {
                ForEach(items) { item in
                    WatchNotificationView(headline: item.name, detail: item.state)
                    Divider()
                }
            }
        }
    }
}
