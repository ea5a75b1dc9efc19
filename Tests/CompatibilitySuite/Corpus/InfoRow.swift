import SwiftUI

// Written for this suite in the idiom of kean/Pulse,
// "Sources/PulseUI/Views/InfoRow.swift" (MIT; not copied): package-level key/value rows
// (package access), a title and a dimmed optional detail, over an Identifiable pair type.

package struct DetailLine: View {
    package let title: String
    package let detail: String?

    package init(title: String, detail: String?) {
        self.title = title
        self.detail = detail
    }

    package var body: some View {
        HStack {
            Text(title)
                .lineLimit(1)
            Spacer()
            if let detail {
                Text(detail)
                    .lineLimit(1)
                    .foregroundColor(.secondary)
            }
        }
    }
}

package struct DetailPair: Identifiable {
    package let id: Int
    package let pair: (String, String?)

    package init(id: Int, pair: (String, String?)) {
        self.id = id
        self.pair = pair
    }
}

package struct DetailSection: View {
    package let pairs: [DetailPair]

    package var body: some View {
        Section {
            ForEach(pairs) { DetailLine(title: $0.pair.0, detail: $0.pair.1) }
        }
    }
}
