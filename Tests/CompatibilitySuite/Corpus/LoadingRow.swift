import SwiftUI

// Written for this suite in the idiom of Dimillian/RedditOS,
// "RedditOs/Shared/LoadingRow.swift" (Apache-2.0; not copied): a list row that centres a
// ProgressView, with an optional title.

struct ProgressRow: View {
    var title: String?

    var body: some View {
        HStack {
            Spacer()
            if let title {
                ProgressView(title)
            } else {
                ProgressView()
            }
            Spacer()
        }
    }
}
