import SwiftUI

// Written for this corpus in the idiom of syclonefx/SwiftUI-Components,
// "Toggle/CustomToggles/CustomToggles/CheckmarkToggleStyle.swift" (GPL-3.0; not copied): a
// ToggleStyle drawing a Capsule with an offset knob overlay, bouncy animation on isOn,
// drawingGroup, toggling configuration.isOn on tap, accessibilityAddTraits(.isButton).

struct CapsuleCheckToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Capsule()
                .foregroundStyle(configuration.isOn ? .blue : .secondary)
                .frame(width: 50, height: 28)
                .overlay {
                    Circle()
                        .foregroundStyle(.white)
                        .padding(3)
                        .overlay {
                            Image(systemName: configuration.isOn ? "checkmark" : "minus")
                                .resizable()
                                .aspectRatio(contentMode: .fit)
                                .fontWeight(.heavy)
                                .frame(width: 12, height: 12)
                                .drawingGroup()
                        }
                        .offset(x: configuration.isOn ? 11 : -11)
                        .animation(.bouncy, value: configuration.isOn)
                }
                .onTapGesture { configuration.isOn.toggle() }
                .accessibilityAddTraits(.isButton)
        }
    }
}

#Preview {
    Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(CapsuleCheckToggleStyle())
}
