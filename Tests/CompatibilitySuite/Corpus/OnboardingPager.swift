import SwiftUI

// Written for this suite in the idiom of supergeorg/Grocy-SwiftUI,
// "Grocy Mobile/Views/Onboarding/OnboardingView.swift" (GPL-3.0, not copied): a first-run
// pager over a CaseIterable enum of cards, paged on iOS and side by side elsewhere,
// dismissed through an @AppStorage flag.

enum WelcomePage: CaseIterable, Hashable {
    case intro
    case pantry
    case everywhere

    var title: LocalizedStringKey {
        switch self {
        case .intro: "Larder"
        case .pantry: "Know what is in the cupboard"
        case .everywhere: "On every device you own"
        }
    }

    var subtitle: LocalizedStringKey? {
        switch self {
        case .intro: nil
        case .pantry: "Track stock, best-before dates and shopping lists in one place."
        case .everywhere: "The same pantry at home and in the shop."
        }
    }

    var symbol: String {
        switch self {
        case .intro: "basket"
        case .pantry: "refrigerator"
        case .everywhere: "iphone.and.arrow.forward"
        }
    }
}

struct DeviceRow: View {
    var body: some View {
        HStack(spacing: 12) {
            #if os(macOS)
            Image(systemName: "laptopcomputer")
            Image(systemName: "desktopcomputer")
            #else
            Image(systemName: "iphone")
            Image(systemName: "ipad")
            #endif
        }
        .imageScale(.large)
    }
}

struct WelcomePageView: View {
    let page: WelcomePage

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: page.symbol)
                .resizable()
                .scaledToFit()
                .frame(maxWidth: 120, maxHeight: 120)
                .foregroundStyle(.tint)
            Spacer()
            Text(page.title)
                .font(.largeTitle)
                .multilineTextAlignment(.center)
            if let subtitle = page.subtitle {
                Text(subtitle)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
            } else {
                DeviceRow()
                    .font(.title)
            }
            Spacer()
        }
        .padding()
    }
}

struct OnboardingPager: View {
    @AppStorage("needsOnboarding") private var needsOnboarding = true

    var body: some View {
        VStack {
            #if os(iOS)
            TabView {
                ForEach(WelcomePage.allCases, id: \.self) { page in
                    WelcomePageView(page: page)
                }
            }
            .tabViewStyle(.page)
            .indexViewStyle(.page(backgroundDisplayMode: .always))
            #else
            HStack(alignment: .top) {
                ForEach(WelcomePage.allCases, id: \.self) { page in
                    WelcomePageView(page: page)
                }
            }
            #endif
            Button {
                needsOnboarding = false
            } label: {
                Text("Get started")
                    .font(.title2)
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .padding()
        }
        .background(Color.green.opacity(0.08))
    }
}
