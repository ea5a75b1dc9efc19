import SwiftUI

// Written for this corpus in the idiom of ImaginativeShohag/Why-Not-SwiftUI,
// "Targets/Home/Sources/UI/Screens/LabelToggle/LabelToggleScreen.swift" (Apache-2.0; not
// copied): a public screen comparing an unlabelled Toggle made fixedSize with a custom
// labelled switch, inline navigation title.

public struct OnOffSwitch: View {
    @Binding var isOn: Bool

    public var body: some View {
        Button {
            withAnimation(.spring()) { isOn.toggle() }
        } label: {
            Text(isOn ? "ON" : "OFF")
                .font(.caption.bold())
                .padding(.horizontal, 12)
                .padding(.vertical, 6)
                .background(isOn ? Color.green : Color.gray, in: Capsule())
        }
        .buttonStyle(.plain)
    }
}

public struct SwitchLabelScreen: View {
    @State var isOn = false

    public init() {}

    public var body: some View {
        VStack(spacing: 32) {
            Text("System Toggle")
                .font(.headline)
            Toggle(isOn: $isOn) {}
                .fixedSize()
            Text("Labelled Switch")
                .font(.headline)
            OnOffSwitch(isOn: $isOn)
        }
        .padding()
        .navigationTitle("Switches")
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct SwitchLabelScreen_Previews: PreviewProvider {
    static var previews: some View {
        SwitchLabelScreen()
    }
}
