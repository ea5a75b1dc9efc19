import SwiftUI

// Written for this corpus in the idiom of Lebron1992/WeChat-SwiftUI,
// "WeChat-SwiftUI/Library/Components/MediaLoadingProgressView.swift" (MIT; not copied): a
// Float-driven ring of two Circles, stroke(lineWidth:) and a trimmed round-capped
// StrokeStyle, rotationEffect(.init(degrees:)), a Group preview on a black background.

struct UploadRing: View {
    let fraction: Float
    let width: CGFloat
    let color: Color

    init(fraction: Float, width: CGFloat = 3, color: Color = .white) {
        self.fraction = fraction
        self.width = width
        self.color = color
    }

    var body: some View {
        ZStack {
            Circle()
                .stroke(lineWidth: width)
                .foregroundColor(color)
                .opacity(0.25)
            Circle()
                .trim(from: 0, to: CGFloat(min(fraction, 1)))
                .stroke(style: StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round))
                .foregroundColor(color)
                .rotationEffect(.init(degrees: -90))
        }
    }
}

struct UploadRing_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            UploadRing(fraction: 0.3)
            UploadRing(fraction: 1)
        }
        .frame(width: 32, height: 32)
        .padding()
        .background(.black)
    }
}
