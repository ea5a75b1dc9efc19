import SwiftUI

// Written for this corpus in the idiom of PacktPublishing/SwiftUI-Cookbook-3rd-Edition,
// "Chapter04-…/CanvasPreview/CanvasPreview/PostView.swift" (MIT; not copied): a GeometryReader
// choosing a VStack or an HStack by orientation, multicolour symbol images, a named #Preview.

struct ForecastPost: View {
    var headline: String
    var detail: String
    var symbol: String

    var body: some View {
        GeometryReader { proxy in
            ScrollView {
                if proxy.size.height > proxy.size.width {
                    VStack(spacing: 16) {
                        picture.frame(width: proxy.size.width * 0.6)
                        caption
                    }
                    .padding()
                } else {
                    HStack(alignment: .top, spacing: 16) {
                        picture.frame(height: proxy.size.height * 0.5)
                        caption
                    }
                    .padding()
                }
            }
        }
    }

    private var picture: some View {
        Image(systemName: symbol)
            .symbolRenderingMode(.multicolor)
            .resizable()
            .aspectRatio(contentMode: .fit)
    }

    private var caption: some View {
        VStack(alignment: .leading) {
            Text(headline).font(.title2)
            Text(detail).padding(.top)
        }
    }
}

#Preview("Forecast") {
    ForecastPost(headline: "Sunny spells", detail: "Dry and bright, light winds from the west.", symbol: "cloud.sun")
}
