// Card, Carousel and Magazine from "Mastering container views in SwiftUI. Basics." (Majid
// Jabrayilov, seed 004): the card is written in the document, the carousel (pages side by
// side with a page indicator) and the magazine (the first subview large, the rest beneath)
// are the bundled plugins.
//
//     trellis render Examples/Documents/carousel-magazine.swift --width 60

import Carousel
import Magazine

let colors = load("carousel-colors.json")

struct Card<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        VStack {
            content
        }
        .padding()
        .background(Material.regular, in: .rect(cornerRadius: 8))
        .shadow(radius: 4)
        .border(.rounded)
    }
}

VStack(alignment: .leading, spacing: 16) {
    Card {
        Text("Hello, World!")
        Text("My name is Majid Jabrayilov")
    }
    Text("Carousel").font(.headline)
    Carousel {
        ForEach(colors, id: \.name) { color in
            VStack(alignment: .leading) {
                Text(color.name).bold()
                Text("\(color.stories) stories")
            }
        }
    }
    Text("Magazine").font(.headline)
    Magazine {
        ForEach(colors, id: \.name) { color in
            VStack {
                Text(color.name).bold()
                Text("\(color.stories) stories")
            }
        }
    }
}
