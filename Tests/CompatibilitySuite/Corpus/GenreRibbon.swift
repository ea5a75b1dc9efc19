import SwiftUI

// Written for this corpus in the idiom of CypherPoet/100-days-of-swiftui-and-combine,
// "day-053/Projects/Bookworm/Bookworm/Reusables/Views/GenreBanner.swift" (public domain; not
// copied): a banner holding a GeometryProxy, an asset image fitted to its width, a black-weight
// caption in a Capsule, offset into the corner; body and parts in extensions.

enum ShelfGenre: String {
    case poetry, history

    var imageName: String { rawValue.capitalized }
}

struct GenreRibbon: View {
    let genre: ShelfGenre
    let container: GeometryProxy
}

extension GenreRibbon {
    var body: some View {
        ZStack(alignment: .bottomTrailing) {
            Image(genre.imageName)
                .resizable()
                .scaledToFit()
                .frame(maxWidth: container.size.width)
            Text(genre.rawValue.uppercased())
                .font(.caption)
                .fontWeight(.black)
                .padding(8)
                .background(Color.black.opacity(0.75))
                .clipShape(Capsule())
                .offset(x: -5, y: -5)
                .foregroundColor(Color.white)
        }
    }
}

struct GenreRibbon_Previews: PreviewProvider {
    static var previews: some View {
        GeometryReader { proxy in
            GenreRibbon(genre: .poetry, container: proxy)
        }
    }
}
