import SwiftUI
import Observation

// Written for this suite in the idiom of Dimillian/IceCubesApp,
// "IceCubesApp/App/Tabs/Settings/HapticSettingsView.swift" (AGPL-3.0, not copied): an
// @Observable preferences object read from the environment and re-bound inside `body` with
// `@Bindable var`, Toggles in a Form section, platform-conditional row backgrounds.

@MainActor
@Observable
final class FeedbackPreferences {
    var timelineHaptics = true
    var tabHaptics = false
    var buttonHaptics = true
    var rowBackground: Color = .white
    var pageBackground: Color = Color(white: 0.95)
}

@MainActor
struct HapticSettings: View {
    @Environment(FeedbackPreferences.self) private var preferences

    var body: some View {
        @Bindable var preferences = preferences
        Form {
            Section {
                Toggle("Timeline refresh", isOn: $preferences.timelineHaptics)
                Toggle("Switching tabs", isOn: $preferences.tabHaptics)
                Toggle("Pressing buttons", isOn: $preferences.buttonHaptics)
            } footer: {
                Text("Haptics only play on devices that support them.")
            }
            #if !os(visionOS)
            .listRowBackground(preferences.rowBackground)
            #endif
        }
        .navigationTitle("Haptic feedback")
        #if !os(visionOS)
        .scrollContentBackground(.hidden)
        .background(preferences.pageBackground)
        #endif
    }
}

struct HapticSettingsHost: View {
    @State private var preferences = FeedbackPreferences()

    var body: some View {
        NavigationStack {
            HapticSettings()
        }
        .environment(preferences)
    }
}
