import SwiftUI

// Written for this corpus in the idiom of Ra-Fa-L/SwiftUI-Components,
// "SwiftUIComponents/Shared/Extensions And Helpers/SegmentedControlView.swift" (MIT; not
// copied): Picker(selection:label:) over ForEach(0 ..< items.count) with id, SegmentedPickerStyle
// except on watchOS.

struct SizePickerControl: View {
    @Binding var chosen: Int
    var sizes: [String] = []

    var body: some View {
        #if os(watchOS)
        SizePicker(chosen: $chosen, sizes: sizes).frame(height: 40)
        #else
        SizePicker(chosen: $chosen, sizes: sizes)
            .padding()
            .pickerStyle(SegmentedPickerStyle())
        #endif
    }
}

struct SizePicker: View {
    @Binding var chosen: Int
    var sizes: [String] = []

    var body: some View {
        Picker(selection: $chosen, label: Text("Size")) {
            ForEach(0 ..< sizes.count) { index in
                Text(sizes[index]).id(index).font(.system(size: 10))
            }
        }
    }
}

struct SizePickerControl_Previews: PreviewProvider {
    static var previews: some View {
        SizePickerControl(chosen: .constant(1), sizes: ["S", "M", "L"])
    }
}
