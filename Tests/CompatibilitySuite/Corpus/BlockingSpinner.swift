import SwiftUI

// Written for this corpus in the idiom of ImaginativeShohag/Why-Not-SwiftUI,
// "Targets/CommonUI/Sources/Components/OverlayLoading/OverlayLoadingView.swift" (Apache-2.0;
// not copied): a full-size ProgressView on ultraThinMaterial shown by a flag with an implicit
// animation, previewed as an overlay over long text.

public struct BlockingSpinner: View {
    let isShown: Bool

    public init(isShown: Bool) {
        self.isShown = isShown
    }

    public var body: some View {
        ZStack {
            if isShown {
                ProgressView()
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(.ultraThinMaterial)
            }
        }
        .animation(.default, value: isShown)
    }
}

struct BlockingSpinner_Previews: PreviewProvider {
    static var previews: some View {
        VStack {
            ForEach(1 ..< 4) { paragraph in
                Text("Paragraph \(paragraph): a long line of placeholder text that wraps several times.")
            }
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .overlay {
            BlockingSpinner(isShown: true)
        }
    }
}
