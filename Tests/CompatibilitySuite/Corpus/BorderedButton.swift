import SwiftUI

// Written for this suite in the idiom of Dimillian/MovieSwiftUI,
// "MovieSwift/Packages/UI/Sources/UI/buttons/BorderedButton.swift" (Apache-2.0; not copied): a button
// that looks like a toggle: a symbol and a title, outlined in its colour when off and filled
// when on, with the borderless button style.

public struct OutlineToggleButton: View {
    public let title: String
    public let systemImage: String
    public let tint: Color
    public let isOn: Bool
    public let action: () -> Void

    public init(title: String, systemImage: String, tint: Color, isOn: Bool, action: @escaping () -> Void) {
        self.title = title
        self.systemImage = systemImage
        self.tint = tint
        self.isOn = isOn
        self.action = action
    }

    public var body: some View {
        Button(action: action) {
            HStack(spacing: 4) {
                Image(systemName: systemImage)
                Text(title)
            }
            .foregroundColor(isOn ? .white : tint)
        }
        .buttonStyle(BorderlessButtonStyle())
        .padding(6)
        .background(
            RoundedRectangle(cornerRadius: 8)
                .stroke(tint, lineWidth: isOn ? 0 : 2)
                .background(isOn ? tint : .clear)
                .cornerRadius(8)
        )
    }
}
