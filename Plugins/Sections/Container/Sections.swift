// NewContainerView of the Korean article on SwiftUI containers (seed 002), as a container:
// each section a box with its header and rows, reading `isHighlight` and `isBoldFont` from the
// sections and from their rows (a value set on a section reaches its rows too). Highlighted
// headers and rows are red, with a red bar before them so that they show in plain text.
import Trellis

extension ContainerValues {
    /// Whether a row or section is highlighted: red, with a bar before it.
    @Entry public var isHighlight: Bool = false
    /// Whether a row or section is bold.
    @Entry public var isBoldFont: Bool = false
}

extension View {
    /// Highlights this row, or a section's header and rows.
    public func highlight(_ isHighlight: Bool) -> some View {
        containerValue(\.isHighlight, isHighlight)
    }

    /// Makes this row, or a section's header and rows, bold.
    public func setBold(_ isBold: Bool) -> some View {
        containerValue(\.isBoldFont, isBold)
    }
}

/// Sections in boxes, one under the other, their headers and rows highlighted or bold as
/// their container values say.
public struct Sections<Content: View>: View {
    let content: Content

    /// Boxes for the sections of `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            ForEach(sections: content) { section in
                VStack(alignment: .leading, spacing: 0) {
                    if !section.header.isEmpty {
                        SectionsLine(
                            isHighlight: section.containerValues.isHighlight, isBold: section.containerValues.isBoldFont
                        ) {
                            HStack { section.header }
                        }
                    }
                    ForEach(subviews: section.content) { row in
                        SectionsLine(isHighlight: row.containerValues.isHighlight, isBold: row.containerValues.isBoldFont) {
                            row
                        }
                    }
                }
                .padding(.horizontal, 8)
                .border(.rounded)
            }
        }
    }
}

/// A header or row across the box: a red bar and red text when highlighted, bold when bold.
struct SectionsLine<Content: View>: View {
    var isHighlight = false
    var isBold = false
    @ViewBuilder var content: Content

    var body: some View {
        HStack(alignment: .top, spacing: 8) {
            if isHighlight {
                Text("▌").foregroundStyle(.red)
                content.bold(isBold).foregroundStyle(.red)
            } else {
                Text(" ")
                content.bold(isBold)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
