import SwiftUI

// Own code: an app's settings screen as sample apps write it (no single model file): a
// grouped Form in a NavigationStack, @AppStorage toggles and pickers, a Stepper, links,
// LabeledContent rows and a destructive button behind a confirmation dialog.

enum AppTheme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: String { rawValue }
    var title: String { rawValue.capitalized }
}

struct SettingsScreen: View {
    @AppStorage("notificationsEnabled") private var notificationsEnabled = true
    @AppStorage("theme") private var theme: AppTheme = .system
    @AppStorage("fontScale") private var fontScale = 1.0
    @AppStorage("dailyGoal") private var dailyGoal = 3
    @State private var showingResetConfirmation = false
    @Environment(\.openURL) private var openURL

    private var appVersion: String {
        Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "1.0"
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("General") {
                    Toggle("Notifications", isOn: $notificationsEnabled)
                    Picker("Theme", selection: $theme) {
                        ForEach(AppTheme.allCases) { theme in
                            Text(theme.title).tag(theme)
                        }
                    }
                    Stepper("Daily goal: \(dailyGoal)", value: $dailyGoal, in: 1...10)
                }

                Section {
                    Slider(value: $fontScale, in: 0.8...1.4, step: 0.1) {
                        Text("Text size")
                    } minimumValueLabel: {
                        Image(systemName: "textformat.size.smaller")
                    } maximumValueLabel: {
                        Image(systemName: "textformat.size.larger")
                    }
                } header: {
                    Text("Reading")
                } footer: {
                    Text("Applies to articles and notes.")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }

                Section("About") {
                    LabeledContent("Version", value: appVersion)
                    Link(destination: URL(string: "https://example.com/privacy")!) {
                        Label("Privacy Policy", systemImage: "hand.raised")
                    }
                    Button {
                        openURL(URL(string: "mailto:support@example.com")!)
                    } label: {
                        Label("Contact Support", systemImage: "envelope")
                    }
                }

                Section {
                    Button("Reset All Data", role: .destructive) {
                        showingResetConfirmation = true
                    }
                    .frame(maxWidth: .infinity, alignment: .center)
                }
            }
            .navigationTitle("Settings")
            .navigationBarTitleDisplayMode(.inline)
            .confirmationDialog("Reset all data?", isPresented: $showingResetConfirmation, titleVisibility: .visible) {
                Button("Reset", role: .destructive) { resetAll() }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("This cannot be undone.")
            }
        }
    }

    private func resetAll() {
        notificationsEnabled = true
        theme = .system
        fontScale = 1.0
        dailyGoal = 3
    }
}

#Preview {
    SettingsScreen()
}
