import SwiftUI

// Written for this suite in the idiom of Jinxiansen/SwiftUI,
// "Example/Example/Page/Container/SectionPage.swift" (MIT; not copied): a grouped List of
// Section(header:footer:) over ForEach ranges, and a button sized from UIScreen.main.bounds,
// with navigationBarTitle.

struct GroupedSectionsPage: View {
    var body: some View {
        VStack {
            List {
                Section(header: Text("Fruit"), footer: Text("Seasonal")) {
                    ForEach(0..<3) { index in
                        Text("Fruit \(index)")
                    }
                }
                Section(header: Text("Vegetables"), footer: Text("Local")) {
                    ForEach(3..<6) { index in
                        Text("Vegetable \(index)").bold()
                    }
                }
            }
            .listStyle(GroupedListStyle())
            Button(action: { print("Order") }) {
                Text("Order")
                    .foregroundColor(.white)
                    .frame(width: UIScreen.main.bounds.width - 32, height: 44)
            }
            .background(Color.green)
            .cornerRadius(6)
        }
        .navigationBarTitle(Text("Sections"))
    }
}
