// The tax checklist of "Mastering SwiftUI Container" (seed 003), as a container: a row per
// subview with a circle, or a checked circle for rows that are done, alternate rows shaded
// (counted with `Group(subviews:)`), sections with uppercase headline headers and footnote
// footers, and rows that do not apply struck through.
import Trellis

extension ContainerValues {
    /// Whether a row (or every row of a section) does not apply: drawn struck through.
    @Entry public var notApplicable: Bool = false
    /// Whether a row (or every row of a section) is done: drawn with a checked circle.
    @Entry public var checked: Bool = false
}

extension View {
    /// Marks this row, or on a `Section` every row in it, as not applicable.
    public func notApplicable(_ isNotApplicable: Bool = true) -> some View {
        containerValue(\.notApplicable, isNotApplicable)
    }

    /// Checks this row, or on a `Section` every row in it, off.
    public func checked(_ isChecked: Bool = true) -> some View {
        containerValue(\.checked, isChecked)
    }
}

/// A checklist: one row per subview, grouped by the sections of its content.
public struct Checklist<Content: View>: View {
    let content: Content

    /// A checklist of `content`'s subviews, by section.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            ForEach(sections: content) { section in
                VStack(alignment: .leading) {
                    if !section.header.isEmpty {
                        HStack { section.header }.font(.headline).textCase(.uppercase)
                    }
                    ChecklistRows { section.content }
                    if !section.footer.isEmpty {
                        HStack { section.footer }.font(.footnote)
                    }
                }
            }
        }
        .padding(.horizontal, 8)
    }
}

/// The rows of one section, every other one shaded.
struct ChecklistRows<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        Group(subviews: content) { subviews in
            ForEach(Array(subviews.enumerated()), id: \.element.id) { index, subview in
                ChecklistRow(
                    isChecked: subview.containerValues.checked,
                    isNotApplicable: subview.containerValues.notApplicable
                ) {
                    subview
                }
                .background(index.isMultiple(of: 2) ? Color.secondary.opacity(0.25) : Color.clear)
            }
        }
    }
}

/// One row: a circle (a green checked circle when done), then the content, struck through
/// when it does not apply, across the whole width.
struct ChecklistRow<Content: View>: View {
    var isChecked = false
    var isNotApplicable = false
    @ViewBuilder var content: Content

    var body: some View {
        Label {
            content.strikethrough(isNotApplicable)
        } icon: {
            isChecked ? Text("◉").foregroundStyle(.green) : Text("○")
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
