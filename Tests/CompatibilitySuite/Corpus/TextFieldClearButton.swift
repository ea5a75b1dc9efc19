import SwiftUI

// Written for this suite in the idiom of danielsaidi/SwiftUIKit,
// "Sources/SwiftUIKit/Text/TextFieldClearButton.swift" (MIT; not copied): an iOS-only
// ViewModifier that adds a fading clear button after a text field, exposed as a
// @MainActor extension on TextField.

#if os(iOS)
public struct ClearTextButton: ViewModifier {
    @Binding private var text: String
    private let animation: Animation

    public init(text: Binding<String>, animation: Animation? = nil) {
        self._text = text
        self.animation = animation ?? .smooth
    }

    public func body(content: Content) -> some View {
        HStack {
            content
            Spacer()
            Image(systemName: "xmark.circle.fill")
                .foregroundColor(.secondary)
                .opacity(text.isEmpty ? 0 : 1)
                .animation(animation, value: text)
                .onTapGesture { text = "" }
        }
    }
}

@MainActor
public extension TextField {
    func clearButton(for text: Binding<String>, animation: Animation? = nil) -> some View {
        modifier(ClearTextButton(text: text, animation: animation))
    }
}
#endif
