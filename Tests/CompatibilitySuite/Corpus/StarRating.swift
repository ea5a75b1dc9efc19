import SwiftUI

// Written for this corpus in the idiom of nicklockwood/SwiftFormat,
// "Snapshots/SwiftUI/Bookworm/RatingView.swift" (MIT; not copied): a Binding<Int> star rating
// with optional off image, ForEach over a closed-open range built from a property, tap
// gestures setting the rating.

struct StarRating: View {
    @Binding var stars: Int
    var caption = ""
    var most = 5
    var emptyImage: Image?
    var fullImage = Image(systemName: "star.fill")
    var emptyColor = Color.gray
    var fullColor = Color.orange

    var body: some View {
        HStack {
            if !caption.isEmpty {
                Text(caption)
            }
            ForEach(1 ..< most + 1) { number in
                self.image(for: number)
                    .foregroundColor(number > self.stars ? self.emptyColor : self.fullColor)
                    .onTapGesture { self.stars = number }
            }
        }
    }

    func image(for number: Int) -> Image {
        number > stars ? emptyImage ?? fullImage : fullImage
    }
}

struct StarRating_Previews: PreviewProvider {
    static var previews: some View {
        StarRating(stars: .constant(3))
    }
}
