import SwiftUI

// Written for this suite in the idiom of Jinxiansen/SwiftUI,
// "Example/Example/Page/Alert/AlertPage.swift" (MIT; not copied): the iOS 13 alert API:
// alert(isPresented:content:) returning Alert(title:message:primaryButton:secondaryButton:) with
// destructive and cancel buttons, and navigationBarTitle.

struct DeleteAccountPage: View {
    @State private var confirming = false

    var body: some View {
        Button(action: { confirming = true }) {
            Text("Delete account")
                .font(.system(size: 28, design: .rounded))
        }
        .alert(isPresented: $confirming) {
            Alert(
                title: Text("Delete your account?"),
                message: Text("This cannot be undone."),
                primaryButton: .destructive(Text("Delete")) { print("deleted") },
                secondaryButton: .cancel()
            )
        }
        .navigationBarTitle(Text("Account"))
    }
}
