import SwiftUI

// Own code: a first-run onboarding flow as sample apps write it (no single model file): a
// paged TabView with an index display, @AppStorage to remember completion, a prominent
// full-width button, animated transitions, and a fullScreenCover shown from the root.

struct OnboardingPage: Identifiable {
    let id = UUID()
    let symbol: String
    let title: String
    let detail: String
}

struct OnboardingFlow: View {
    @AppStorage("hasOnboarded") private var hasOnboarded = false
    @State private var index = 0

    private let pages = [
        OnboardingPage(symbol: "sparkles", title: "Welcome", detail: "Plan your week in minutes."),
        OnboardingPage(symbol: "bell.badge", title: "Stay on Track", detail: "Gentle reminders, only when you want them."),
        OnboardingPage(symbol: "lock.shield", title: "Private", detail: "Everything stays on your device."),
    ]

    var body: some View {
        VStack(spacing: 24) {
            TabView(selection: $index) {
                ForEach(Array(pages.enumerated()), id: \.element.id) { offset, page in
                    VStack(spacing: 16) {
                        Image(systemName: page.symbol)
                            .font(.system(size: 64))
                            .foregroundStyle(.tint)
                            .symbolRenderingMode(.hierarchical)
                        Text(page.title)
                            .font(.title.bold())
                        Text(page.detail)
                            .multilineTextAlignment(.center)
                            .foregroundStyle(.secondary)
                            .padding(.horizontal, 32)
                    }
                    .tag(offset)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
            .indexViewStyle(.page(backgroundDisplayMode: .always))

            Button {
                if index < pages.count - 1 {
                    withAnimation(.easeInOut) { index += 1 }
                } else {
                    hasOnboarded = true
                }
            } label: {
                Text(index < pages.count - 1 ? "Continue" : "Get Started")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .padding(.horizontal)

            if index < pages.count - 1 {
                Button("Skip") { hasOnboarded = true }
                    .transition(.opacity.combined(with: .move(edge: .bottom)))
            }
        }
        .padding(.bottom)
    }
}

struct OnboardingRoot: View {
    @AppStorage("hasOnboarded") private var hasOnboarded = false

    var body: some View {
        Text("Home")
            .fullScreenCover(isPresented: .constant(!hasOnboarded)) {
                OnboardingFlow()
                    .interactiveDismissDisabled()
            }
    }
}
