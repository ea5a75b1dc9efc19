import SwiftUI

/// Settings persisted with `@AppStorage` (a `Bool`, an `Int`, a `String`, an enum by its raw
/// value, an optional), bound to controls through `$`, plus `@SceneStorage` for the
/// selected section of a window.
enum AppTheme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: Self { self }
}

struct StoredSettings: View {
    @AppStorage("showPreviews") private var showPreviews = true
    @AppStorage("fontSize") private var fontSize = 14
    @AppStorage("username") private var username = "guest"
    @AppStorage("theme") private var theme: AppTheme = .system
    @AppStorage("lastOpenedProject") private var lastOpenedProject: String?
    @AppStorage("syncInterval", store: UserDefaults(suiteName: "group.example.settings")) private var syncInterval = 15.0
    @SceneStorage("selectedSection") private var selectedSection = "general"

    var body: some View {
        Form {
            Section("Appearance") {
                Picker("Theme", selection: $theme) {
                    ForEach(AppTheme.allCases) { theme in
                        Text(theme.rawValue.capitalized).tag(theme)
                    }
                }
                Stepper("Font size: \(fontSize)", value: $fontSize, in: 9...32)
                Toggle("Show previews", isOn: $showPreviews)
            }
            Section("Account") {
                Text("Signed in as \(username)")
                if let lastOpenedProject {
                    Text("Last project: \(lastOpenedProject)")
                }
                Slider(value: $syncInterval, in: 5...60)
                Button("Sign out") {
                    username = "guest"
                    lastOpenedProject = nil
                }
            }
        }
        .onAppear { selectedSection = "appearance" }
    }
}
