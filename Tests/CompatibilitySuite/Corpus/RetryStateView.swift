import SwiftUI

// Written for this corpus in the idiom of voidboost/hdrezka-swiftui,
// "HDrezka/iOS/Presentations/Components/EmptyStateView.swift" (MIT; not copied): an empty or
// error state with Font.system(_:weight:), lineLimit(nil), foregroundStyle(.secondary), and an
// optional retry Button in bordered style with buttonBorderShape(.roundedRectangle(radius:))
// and keyboardShortcut(_:modifiers:).

struct RetryStateView: View {
    private let headline: String
    private let detail: String?
    private let retry: (() -> Void)?

    init(_ headline: String, _ detail: String? = nil, _ retry: (() -> Void)? = nil) {
        self.headline = headline
        self.detail = detail
        self.retry = retry
    }

    var body: some View {
        VStack(alignment: .center, spacing: 8) {
            Text(headline)
                .font(.system(.title, weight: .medium))
                .lineLimit(nil)
                .multilineTextAlignment(.center)
            if let detail {
                Text(detail)
                    .font(.title3)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
            }
            if let retry {
                Button {
                    retry()
                } label: {
                    Text("Retry").font(.title3)
                }
                .buttonStyle(.bordered)
                .buttonBorderShape(.roundedRectangle(radius: 6))
                .keyboardShortcut("r", modifiers: .command)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
