import SwiftUI

/// Labels report their widths upwards; the form aligns every label to the widest one.
private struct LabelWidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

struct AlignedFields: View {
    @State private var labelWidth: CGFloat = 0
    let fields = [("Name", "Ada Lovelace"), ("Occupation", "Mathematician"), ("Born", "1815")]

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            ForEach(fields, id: \.0) { label, value in
                HStack {
                    Text(label)
                        .bold()
                        .background {
                            GeometryReader { proxy in
                                Color.clear.preference(key: LabelWidthKey.self, value: proxy.size.width)
                            }
                        }
                        .frame(width: labelWidth > 0 ? labelWidth : nil, alignment: .trailing)
                    Text(value)
                }
            }
        }
        .onPreferenceChange(LabelWidthKey.self) { width in
            labelWidth = width
        }
    }
}
