// Card, Carousel and Magazine from "Mastering container views in SwiftUI. Basics." (Majid
// Jabrayilov, seed 004): one container that wraps, one that lays its subviews side by side,
// one that reads them by index.
//
//     trellis render Examples/Documents/carousel-magazine.swift --width 60

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

struct Carousel<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack {
                ForEach(subviews: content) { subview in
                    subview
                        .frame(width: 8, height: 2)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        .contentMargins(1)
    }
}

struct Magazine<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        ScrollView {
            Group(subviews: content) { subviews in
                if !subviews.isEmpty {
                    subviews[0]
                        .padding(.horizontal)
                        .frame(height: 3)
                }

                if subviews.count > 1 {
                    ScrollView(.horizontal) {
                        LazyHStack {
                            ForEach(subviews[1...], id: \.id) { subview in
                                subview
                                    .frame(width: 11, height: 2)
                            }
                        }
                        .scrollTargetLayout()
                    }
                    .scrollTargetBehavior(.viewAligned)
                    .contentMargins(1)
                }
            }
        }
    }
}

VStack(alignment: .leading, spacing: 1) {
    Card {
        Text("Hello, World!")
        Text("My name is Majid Jabrayilov")
    }
    Text("Carousel").font(.headline)
    Carousel {
        Color.yellow
        Color.orange
        Color.red
        Color.blue
        Color.green
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
