import SwiftUI

// Written for this suite in the idiom of twostraws/ControlRoom,
// "ControlRoom/Main Window/SimulatorActionSheet.swift" (MIT; not copied): a macOS confirmation
// sheet with an NSImage icon, presentationMode dismissal, cancel/default keyboard shortcuts and
// optional extra content through a generic parameter with an EmptyView initializer.

struct ConfirmationSheet<Extra: View>: View {
    @Environment(\.presentationMode) private var presentationMode

    let icon: NSImage
    let headline: LocalizedStringKey
    let detail: LocalizedStringKey
    let actionTitle: LocalizedStringKey
    let isActionEnabled: Bool
    let perform: () -> Void
    let extra: Extra

    init(
        icon: NSImage,
        headline: LocalizedStringKey,
        detail: LocalizedStringKey,
        actionTitle: LocalizedStringKey,
        isActionEnabled: Bool = true,
        perform: @escaping () -> Void,
        @ViewBuilder extra: () -> Extra
    ) {
        self.icon = icon
        self.headline = headline
        self.detail = detail
        self.actionTitle = actionTitle
        self.isActionEnabled = isActionEnabled
        self.perform = perform
        self.extra = extra()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(alignment: .top, spacing: 12) {
                Image(nsImage: icon)
                    .resizable()
                    .aspectRatio(icon.size, contentMode: .fit)
                    .frame(width: 44)
                VStack(alignment: .leading, spacing: 4) {
                    Text(headline)
                        .bold()
                        .lineLimit(1)
                    Text(detail)
                        .multilineTextAlignment(.leading)
                    extra
                }
            }
            HStack {
                Button("Cancel") { close() }
                    .keyboardShortcut(.cancelAction)
                Spacer()
                Button(actionTitle) {
                    perform()
                    close()
                }
                .keyboardShortcut(.defaultAction)
                .disabled(!isActionEnabled)
            }
        }
        .fixedSize(horizontal: false, vertical: true)
        .frame(minWidth: 280, idealWidth: 380)
        .padding(20)
    }

    private func close() {
        presentationMode.wrappedValue.dismiss()
    }
}

extension ConfirmationSheet where Extra == EmptyView {
    init(
        icon: NSImage,
        headline: LocalizedStringKey,
        detail: LocalizedStringKey,
        actionTitle: LocalizedStringKey,
        perform: @escaping () -> Void
    ) {
        self.init(icon: icon, headline: headline, detail: detail, actionTitle: actionTitle, perform: perform) {
            EmptyView()
        }
    }
}
