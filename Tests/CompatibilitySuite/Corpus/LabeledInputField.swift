import SwiftUI

// Written for this corpus in the idiom of ivansaul/SwiftUI-Examples,
// "Projects/AuthFirebase/AuthFirebase/Components/InputView.swift" (MIT; not copied): a
// caption over a TextField or SecureField with RoundedBorderTextFieldStyle, its caption in
// Color(.darkGray) (UIColor: needs UIKit).

struct LabeledInputField: View {
    @Binding var text: String
    let caption: String
    let prompt: String
    var secure = false

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(caption)
                .font(.footnote)
                .fontWeight(.semibold)
                .foregroundStyle(Color(.darkGray))
            ZStack {
                if secure {
                    SecureField(prompt, text: $text)
                } else {
                    TextField(prompt, text: $text)
                }
            }
            .font(.system(size: 14))
            .textFieldStyle(RoundedBorderTextFieldStyle())
        }
    }
}

#Preview {
    LabeledInputField(text: .constant(""), caption: "Password", prompt: "At least 8 characters", secure: true)
}
