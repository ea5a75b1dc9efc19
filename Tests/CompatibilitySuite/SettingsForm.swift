import SwiftUI

enum Appearance: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: Self { self }
}

/// A settings screen: sections with headers and footers holding toggles, a picker, a
/// stepper, a slider and read-only rows.
struct SettingsForm: View {
    @State private var notifications = true
    @State private var appearance = Appearance.system
    @State private var fontSize = 14
    @State private var volume = 0.5

    var body: some View {
        Form {
            Section {
                Toggle("Notifications", isOn: $notifications)
                Picker("Appearance", selection: $appearance) {
                    ForEach(Appearance.allCases) { option in
                        Text(option.rawValue.capitalized).tag(option)
                    }
                }
                .pickerStyle(.menu)
            } header: {
                Text("General")
            } footer: {
                Text("Notifications arrive for mentions only.")
            }
            Section("Reading") {
                Stepper("Font size: \(fontSize)", value: $fontSize, in: 10...24)
                Slider(value: $volume, in: 0...1) {
                    Text("Volume")
                } minimumValueLabel: {
                    Image(systemName: "speaker")
                } maximumValueLabel: {
                    Image(systemName: "speaker.wave.3")
                }
            }
            Section("About") {
                LabeledContent("Version", value: "2.4.1")
                LabeledContent("Build") {
                    Text("512").monospaced()
                }
            }
        }
        .formStyle(.grouped)
        .disabled(false)
    }
}
