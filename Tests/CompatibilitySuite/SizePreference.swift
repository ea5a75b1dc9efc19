import SwiftUI

/// Measuring a view without changing its layout: the reader sits in the background and sends
/// the size up as a preference.
private struct SizePreferenceKey: PreferenceKey {
    static let defaultValue: CGSize = .zero

    static func reduce(value: inout CGSize, nextValue: () -> CGSize) {
        value = nextValue()
    }
}

extension View {
    func readSize(onChange: @escaping (CGSize) -> Void) -> some View {
        background {
            GeometryReader { proxy in
                Color.clear.preference(key: SizePreferenceKey.self, value: proxy.size)
            }
        }
        .onPreferenceChange(SizePreferenceKey.self, perform: onChange)
    }
}

/// A bar that takes 65% of the width it is offered, the one case that needs the proposal.
struct ProportionalBar: View {
    var fraction: CGFloat = 0.65

    var body: some View {
        GeometryReader { proxy in
            Rectangle()
                .fill(Color.accentColor)
                .frame(width: proxy.size.width * fraction)
        }
        .frame(height: 8)
    }
}

struct MeasuredCaption: View {
    @State private var size: CGSize = .zero

    var body: some View {
        VStack(alignment: .leading) {
            Text("Sample text")
                .readSize { size = $0 }
            Text("measured \(Int(size.width)) × \(Int(size.height))")
                .font(.caption)
            ProportionalBar()
        }
    }
}
