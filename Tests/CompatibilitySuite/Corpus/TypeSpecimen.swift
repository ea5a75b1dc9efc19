import SwiftUI

// Written for this corpus in the idiom of Berserk-21/SwiftUI-examples,
// "StaticText/StaticText/FontView.swift" (no licence given; not copied): texts in a bare body
// with fonts, gradient foreground styles, line spacing, fontDesign and fontWidth.

struct TypeSpecimen: View {
    var body: some View {
        Text("A paragraph long enough to wrap on any phone held upright, and then some more words")
            .font(.title)
            .frame(width: 280)
        Text("Headline in orange")
            .font(.headline)
            .foregroundStyle(.orange)
        Text("Headline in a gradient")
            .font(.headline)
            .foregroundStyle(.purple.gradient)
        Text("On a teal card")
            .padding()
            .background(.teal)
            .foregroundStyle(.white)
        Text("Loosely spaced lines of a sentence that will need two or more lines to fit.")
            .lineSpacing(24)
            .frame(width: 280)
        Text("Serif").fontDesign(.serif)
        Text("Expanded").fontWidth(.expanded)
    }
}

#Preview {
    TypeSpecimen()
}
