import SwiftUI

// Written for this suite in the idiom of Dimillian/IceCubesApp,
// "Packages/DesignSystem/Sources/DesignSystem/Views/NextPageView.swift" (AGPL-3.0, not
// copied): the last row of a paginated List loads the next page in `.task`, shows a pulsing
// label while it does, and offers a retry button when loading throws.

@MainActor
struct LoadMoreRow: View {
    @State private var isLoading = false
    @State private var failed = false

    let loadMore: () async throws -> Void

    init(loadMore: @escaping () async throws -> Void) {
        self.loadMore = loadMore
    }

    var body: some View {
        HStack {
            if failed {
                Button {
                    Task { await load() }
                } label: {
                    Label("Try again", systemImage: "arrow.clockwise")
                }
                .buttonStyle(.bordered)
            } else {
                Label("Loading more", systemImage: "arrow.down")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .symbolEffect(.pulse, value: isLoading)
            }
        }
        .frame(maxWidth: .infinity, alignment: .center)
        .task { await load() }
        .listRowSeparator(.hidden, edges: .all)
    }

    private func load() async {
        failed = false
        guard !isLoading else { return }
        isLoading = true
        defer { isLoading = false }
        do {
            try await loadMore()
        } catch {
            failed = true
        }
    }
}

struct PagedPostsList: View {
    @State private var posts: [String] = (1...20).map { "Post \($0)" }

    var body: some View {
        List {
            ForEach(posts, id: \.self) { post in
                Text(post)
            }
            LoadMoreRow {
                try await Task.sleep(for: .milliseconds(300))
                let next = posts.count + 1
                posts.append(contentsOf: (next..<next + 20).map { "Post \($0)" })
            }
        }
        .listStyle(.plain)
    }
}
