import SwiftUI

// Written for this corpus in the idiom of Jyhwenchai/SwiftUIExample,
// "SwiftUIExample/View Modifiers/Styling Control Views/SU_PickerStyle.swift" (no licence
// given; not copied): Picker(selection:label:) over a range ForEach in default, segmented and
// wheel styles inside a Form in a NavigationView, Spacer(minLength:) and Divider.

struct PickerStyleGallery: View {
    let sizes = ["Small", "Medium", "Large"]
    @State private var chosen = 1

    var body: some View {
        NavigationView {
            Form {
                VStack {
                    Section {
                        Picker(selection: $chosen, label: Text("Size")) {
                            ForEach(0 ..< sizes.count) { Text(self.sizes[$0]) }
                        }
                        .pickerStyle(DefaultPickerStyle())
                    }
                    Spacer(minLength: 40)
                    Divider()
                    Section {
                        Picker(selection: $chosen, label: Text("Size")) {
                            ForEach(0 ..< sizes.count) { Text(self.sizes[$0]) }
                        }
                        .pickerStyle(SegmentedPickerStyle())
                    }
                }
                Section {
                    Picker(selection: $chosen, label: Text("Size")) {
                        ForEach(0 ..< sizes.count) { Text(self.sizes[$0]) }
                    }
                    .pickerStyle(WheelPickerStyle())
                }
            }
            .navigationBarTitle("Picker styles")
        }
    }
}

struct PickerStyleGallery_Previews: PreviewProvider {
    static var previews: some View {
        PickerStyleGallery()
    }
}
