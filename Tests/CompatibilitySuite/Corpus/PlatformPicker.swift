import SwiftUI

// Written for this suite in the idiom of yattee/yattee,
// "Yattee/Views/Settings/PlatformMenuPicker.swift" (AGPL-3.0, not copied): a Picker wrapper
// that is a compact menu inside LabeledContent on tvOS and a plain Picker elsewhere, with a
// `where Label == Text` convenience initializer, used in a settings Form.

struct PlatformPicker<Selection: Hashable, Label: View, Options: View>: View {
    @Binding var selection: Selection
    @ViewBuilder var options: () -> Options
    @ViewBuilder var label: () -> Label

    var body: some View {
        #if os(tvOS)
        LabeledContent {
            Picker(selection: $selection, content: options) { EmptyView() }
                .pickerStyle(.menu)
                .labelsHidden()
        } label: {
            label()
        }
        #else
        Picker(selection: $selection, content: options, label: label)
        #endif
    }
}

extension PlatformPicker where Label == Text {
    init(_ title: String, selection: Binding<Selection>, @ViewBuilder options: @escaping () -> Options) {
        self._selection = selection
        self.options = options
        self.label = { Text(title) }
    }
}

enum PlaybackQuality: String, CaseIterable, Identifiable {
    case auto = "Automatic", hd1080 = "1080p", hd720 = "720p", sd = "480p"
    var id: String { rawValue }
}

struct PlaybackSettingsView: View {
    @State private var quality = PlaybackQuality.auto
    @State private var speed = 1.0
    @State private var pauseOnLeave = true

    var body: some View {
        Form {
            Section("Playback") {
                PlatformPicker("Quality", selection: $quality) {
                    ForEach(PlaybackQuality.allCases) { Text($0.rawValue).tag($0) }
                }
                PlatformPicker("Speed", selection: $speed) {
                    ForEach([0.5, 1.0, 1.25, 1.5, 2.0], id: \.self) { value in
                        Text(value, format: .number.precision(.fractionLength(0...2))).tag(value)
                    }
                }
            }
            Section {
                Toggle("Pause when leaving the app", isOn: $pauseOnLeave)
            } footer: {
                Text("Picture in picture keeps playing.")
            }
        }
        .navigationTitle("Playback")
    }
}
