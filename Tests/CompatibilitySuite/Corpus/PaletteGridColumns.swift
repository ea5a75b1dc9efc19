import SwiftUI

// Written for this corpus in the idiom of leohsmedeiros/SwiftUI-Cookbook,
// "GridsAndStacks/GridsAndStacks/DisplayItemsInGridView.swift" (no licence given; not copied):
// LazyVGrid with adaptive, fixed and flexible GridItems in a Group, previewed with
// previewInterfaceOrientation.

struct PaletteGridColumns: View {
    let swatches = Array(1...18)
    let adaptive = [GridItem(.adaptive(minimum: 60))]
    let mixed = [GridItem(.fixed(80)), GridItem(.flexible()), GridItem(.flexible())]

    var body: some View {
        Group {
            LazyVGrid(columns: adaptive, spacing: 8) {
                ForEach(swatches, id: \.self) { swatch in
                    Text("#\(swatch)")
                        .padding(8)
                        .background(Color.orange)
                        .foregroundColor(.white)
                }
            }
            LazyVGrid(columns: mixed) {
                ForEach(swatches, id: \.self) { swatch in
                    Text("\(swatch)")
                }
            }
        }
        .padding()
    }
}

struct PaletteGridColumns_Previews: PreviewProvider {
    static var previews: some View {
        PaletteGridColumns()
            .previewInterfaceOrientation(.landscapeLeft)
    }
}
