import SwiftUI

// Written for this suite in the idiom of kiwix/kiwix-apple,
// "Views/Settings/SettingsSection.swift" (GPL-3.0, not copied): macOS-style settings rows,
// a right-aligned fixed-width caption column beside a VStack of controls, aligned on the
// first text baseline, used to build a settings pane.

struct PreferenceRow<Content: View>: View {
    let caption: String
    let alignment: VerticalAlignment
    let captionWidth: CGFloat
    @ViewBuilder var content: () -> Content

    init(
        _ caption: String,
        alignment: VerticalAlignment = .firstTextBaseline,
        captionWidth: CGFloat = 110,
        @ViewBuilder content: @escaping () -> Content
    ) {
        self.caption = caption
        self.alignment = alignment
        self.captionWidth = captionWidth
        self.content = content
    }

    var body: some View {
        HStack(alignment: alignment) {
            Text("\(caption):")
                .frame(width: captionWidth, alignment: .trailing)
            VStack(alignment: .leading, spacing: 12, content: content)
            Spacer()
        }
    }
}

enum ReaderFont: String, CaseIterable, Identifiable {
    case system = "System", serif = "Serif", mono = "Monospaced"
    var id: Self { self }
}

struct ReadingPreferencesPane: View {
    @AppStorage("readerScale") private var scale = 1.0
    @AppStorage("readerFont") private var font = ReaderFont.system
    @AppStorage("externalLinks") private var askBeforeOpening = true

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            PreferenceRow("Text size") {
                HStack {
                    Slider(value: $scale, in: 0.75...2, step: 0.25)
                    Text(scale.formatted(.percent))
                        .monospacedDigit()
                        .frame(width: 50, alignment: .trailing)
                }
            }
            PreferenceRow("Font") {
                Picker("Font", selection: $font) {
                    ForEach(ReaderFont.allCases) { Text($0.rawValue).tag($0) }
                }
                .labelsHidden()
                .fixedSize()
            }
            PreferenceRow("External links", alignment: .top) {
                Toggle("Ask before opening", isOn: $askBeforeOpening)
                Text("Links to other sites open in your browser.")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
        .padding()
        .frame(width: 480)
    }
}
