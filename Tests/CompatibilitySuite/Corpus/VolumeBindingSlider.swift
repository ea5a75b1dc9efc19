import SwiftUI

// Written for this corpus in the idiom of heyjaywilson/swiftui-examples,
// "changing-slider/slider/slider/ContentView.swift" (no licence given; not copied): a Slider
// over a Float bound by Binding(get:set:) that runs a method on every change.

struct VolumeBindingSlider: View {
    @State private var volume: Float = 0.5
    @State private var changes = 0

    var body: some View {
        Slider(value: Binding(
            get: { volume },
            set: { newValue in
                volume = newValue
                noteChange()
            }))
    }

    func noteChange() {
        changes += 1
    }
}

struct VolumeBindingSlider_Previews: PreviewProvider {
    static var previews: some View {
        VolumeBindingSlider()
    }
}
