import SwiftUI

// Written for this suite in the idiom of wigging/swift-macos,
// "xcode-projects/PickerControl/PickerControl/ContentView.swift" (MIT; not copied): one selection shown
// through Pickers in the default, radio-group, segmented styles, a tagged Picker with
// fixedSize and one with labelsHidden.

struct PickerStylesDemo: View {
    let sizes = ["Small", "Medium", "Large"]
    @State private var size = 0
    @State private var crust = 0

    var body: some View {
        VStack(spacing: 18) {
            Picker("Size", selection: $size) {
                ForEach(sizes.indices, id: \.self) { index in
                    Text(sizes[index]).tag(index)
                }
            }
            Picker("Size", selection: $size) {
                ForEach(sizes.indices, id: \.self) { index in
                    Text(sizes[index]).tag(index)
                }
            }
            .pickerStyle(RadioGroupPickerStyle())
            Picker("Size", selection: $size) {
                ForEach(sizes.indices, id: \.self) { index in
                    Text(sizes[index]).tag(index)
                }
            }
            .pickerStyle(SegmentedPickerStyle())
            Picker("Crust", selection: $crust) {
                Text("Thin").tag(0)
                Text("Deep pan").tag(1)
            }
            .fixedSize()
            Picker("Crust", selection: $crust) {
                Text("Thin").tag(0)
                Text("Deep pan").tag(1)
            }
            .labelsHidden()
            .fixedSize()
        }
        .padding()
        .frame(width: 380, height: 280)
    }
}
