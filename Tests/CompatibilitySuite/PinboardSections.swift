import SwiftUI

/// A pinboard that gives each section one place: header and footer grouped in rows so the
/// layout sees a single view per section.
struct Pinboard<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        PinboardSectionsLayout(spacing: 20) {
            ForEach(sections: content) { section in
                VStack(alignment: .leading) {
                    HStack { section.header }
                        .font(.headline)
                    section.content
                    HStack { section.footer }
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                .padding(10)
                .overlay {
                    RoundedRectangle(cornerRadius: 10)
                        .stroke(Color.gray, lineWidth: 1)
                }
            }
        }
    }
}

/// Places sections side by side and wraps to a new row when the width runs out.
struct PinboardSectionsLayout: Layout {
    var spacing: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        rows(in: proposal.width ?? .infinity, subviews: subviews).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let result = rows(in: bounds.width, subviews: subviews)
        for (index, origin) in result.origins.enumerated() {
            subviews[index].place(
                at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y),
                proposal: .unspecified)
        }
    }

    private func rows(in width: CGFloat, subviews: Subviews) -> (origins: [CGPoint], size: CGSize) {
        var origins: [CGPoint] = []
        var cursor = CGPoint.zero
        var rowHeight: CGFloat = 0
        var widest: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if cursor.x > 0, cursor.x + size.width > width {
                cursor = CGPoint(x: 0, y: cursor.y + rowHeight + spacing)
                rowHeight = 0
            }
            origins.append(cursor)
            cursor.x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
            widest = max(widest, cursor.x - spacing)
        }
        return (origins, CGSize(width: widest, height: cursor.y + rowHeight))
    }
}

struct TripPinboard: View {
    var body: some View {
        Pinboard {
            Section {
                Text("Museum")
                Text("Harbour walk")
            } header: {
                Text("Day 1")
            } footer: {
                Text("2 stops")
            }
            Section {
                Text("Cable car")
            } header: {
                Text("Day 2")
            }
        }
    }
}
