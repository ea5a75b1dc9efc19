import SwiftUI

// Written for this corpus in the idiom of pommdau/swiftui-practice,
// "01_Apple/02_Develop Apps for iOS/Scrumdinger/Scrumdinger/Views/MeetingView/MeetingHeaderView.swift"
// (no licence given; not copied): a ProgressView in a custom ProgressViewStyle, Labels with a
// custom LabelStyle reached as a static member, accessibilityElement(children: .ignore),
// previewLayout(.sizeThatFits).

struct BarProgressStyle: ProgressViewStyle {
    var tint: Color

    func makeBody(configuration: Configuration) -> some View {
        ZStack(alignment: .leading) {
            RoundedRectangle(cornerRadius: 10)
                .fill(tint.opacity(0.3))
                .frame(height: 20)
            ProgressView(configuration)
                .tint(tint)
                .padding(.horizontal)
        }
    }
}

struct IconAfterTitle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            configuration.icon
        }
    }
}

extension LabelStyle where Self == IconAfterTitle {
    static var iconAfterTitle: Self { Self() }
}

struct MeetingTimerHeader: View {
    let elapsed: Int
    let remaining: Int
    let tint: Color

    private var progress: Double {
        let total = elapsed + remaining
        return total > 0 ? Double(elapsed) / Double(total) : 1
    }

    var body: some View {
        VStack {
            ProgressView(value: progress)
                .progressViewStyle(BarProgressStyle(tint: tint))
            HStack {
                VStack(alignment: .leading) {
                    Text("Seconds Elapsed").font(.caption)
                    Label("\(elapsed)", systemImage: "hourglass.bottomhalf.fill")
                }
                Spacer()
                VStack(alignment: .trailing) {
                    Text("Seconds Remaining").font(.caption)
                    Label("\(remaining)", systemImage: "hourglass.tophalf.fill")
                        .labelStyle(.iconAfterTitle)
                }
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Time remaining")
            .accessibilityValue("\(remaining / 60) minutes")
            .padding([.top, .horizontal])
        }
    }
}

struct MeetingTimerHeader_Previews: PreviewProvider {
    static var previews: some View {
        MeetingTimerHeader(elapsed: 60, remaining: 180, tint: .pink)
            .previewLayout(.sizeThatFits)
    }
}
