import SwiftUI

// Written for this suite in the idiom of AudioKit/Cookbook,
// "Cookbook/CookbookCommon/Sources/CookbookCommon/About AudioKit/AboutAudioKitContentView.swift" (MIT; not copied): an
// about screen: resizable asset images kept to their aspect ratio with a maximum width, then
// a padded paragraph, as two computed subviews.

struct AboutScreen: View {
    var spacing: CGFloat = 20
    private let logoWidth: CGFloat = 180

    var body: some View {
        artwork
        blurb
    }

    private var artwork: some View {
        VStack(spacing: spacing) {
            Image("app-icon")
                .resizable()
                .aspectRatio(contentMode: .fit)
                .frame(maxWidth: logoWidth)
            Image("wordmark")
                .resizable()
                .aspectRatio(contentMode: .fit)
                .frame(maxWidth: logoWidth)
        }
    }

    private var blurb: some View {
        Text("A collection of small examples, each showing one part of the framework.\n\nMore examples live in the community's open-source projects.")
            .padding()
    }
}
