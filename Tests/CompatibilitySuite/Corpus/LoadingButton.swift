import SwiftUI

// Written for this suite in the idiom of home-assistant/iOS,
// "Sources/App/Settings/AppleWatch/Complications/LoadingButton.swift" (Apache-2.0; not copied): a settings
// row button with a trailing ProgressView, disabled while loading, whose title reads
// \.isEnabled to dim like a system button.

struct BusyButton: View {
    let title: String
    let isBusy: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            HStack {
                BusyButtonTitle(title: title)
                Spacer()
                if isBusy {
                    ProgressView()
                }
            }
            .contentShape(Rectangle())
        }
        .disabled(isBusy)
    }
}

private struct BusyButtonTitle: View {
    let title: String
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        Text(title)
            .foregroundColor(isEnabled ? .accentColor : .secondary)
    }
}

struct ComplicationSyncSection: View {
    @State private var syncing = false

    var body: some View {
        Form {
            Section {
                BusyButton(title: "Sync complications", isBusy: syncing) {
                    syncing = true
                }
            }
        }
    }
}
