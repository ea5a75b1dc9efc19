import SwiftUI

// Written for this corpus in the idiom of RobertDresler/SwiftUINavigation,
// "Examples/Examples/Modules/CustomConfirmationDialog/Sources/CustomConfirmationDialog/CustomConfirmationDialogView.swift"
// (MIT; not copied): a confirmation sheet with a bold largeTitle and centred message, an iOS
// topBarTrailing ToolbarItem under #if os(iOS), a medium presentation detent.

final class ConfirmModel: ObservableObject {
    let title = "Sign out?"
    let message = "You can sign in again at any time."
    @Published var confirmed = false

    func confirm() { confirmed = true }
}

struct ConfirmSheet: View {
    @Environment(\.dismiss) private var dismiss
    @ObservedObject var model: ConfirmModel

    var body: some View {
        VStack(spacing: 0) {
            VStack(spacing: 24) {
                Text(model.title)
                    .font(.largeTitle)
                    .bold()
                    .frame(maxWidth: .infinity, alignment: .center)
                    .multilineTextAlignment(.center)
                Text(model.message)
                    .font(.title2)
                    .frame(maxWidth: .infinity, alignment: .center)
                    .multilineTextAlignment(.center)
                    .foregroundColor(.gray)
            }
            Spacer()
            Button("Sign Out") { model.confirm() }
                .buttonStyle(.borderedProminent)
        }
        .padding()
        #if os(iOS)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button("Close", systemImage: "xmark") { dismiss() }
            }
        }
        #endif
        .presentationDetents([.medium])
    }
}

#Preview {
    ConfirmSheet(model: ConfirmModel())
}
