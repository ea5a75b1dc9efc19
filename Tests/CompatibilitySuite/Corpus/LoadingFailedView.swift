import SwiftUI

// Written for this suite in the idiom of twostraws/ControlRoom,
// "ControlRoom/Loading/LoadingFailedView.swift" (MIT; not copied): a centred error message,
// a headline and an explanation, used when loading fails.

struct LoadFailureView: View {
    let headline: String
    let explanation: String
    var retry: (() -> Void)?

    var body: some View {
        VStack(spacing: 10) {
            Text(headline)
                .font(.headline)
                .multilineTextAlignment(.center)
                .padding(.horizontal)
            Text(explanation)
                .multilineTextAlignment(.center)
                .padding(.horizontal)
            if let retry {
                Button("Try Again", action: retry)
            }
        }
    }
}
