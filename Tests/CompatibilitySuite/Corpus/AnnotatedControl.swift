import SwiftUI

// Written for this suite in the idiom of jordanbaird/Ice, "Ice/UI/Views/AnnotationView.swift"
// and "Ice/UI/IceUI/IceLabeledContent.swift" (GPL-3.0, not copied): a view generic over a
// ShapeStyle that puts a small annotation under a control, a convenience initializer
// `where Content == Text`, and a LabeledContent wrapper that gives the control priority.

struct Annotated<Control: View, Note: View, Style: ShapeStyle>: View {
    private let alignment: HorizontalAlignment
    private let spacing: CGFloat
    private let font: Font?
    private let style: Style
    private let control: Control
    private let note: Note

    init(
        alignment: HorizontalAlignment = .leading,
        spacing: CGFloat = 2,
        font: Font? = .caption,
        style: Style = .secondary,
        @ViewBuilder control: () -> Control,
        @ViewBuilder note: () -> Note
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.font = font
        self.style = style
        self.control = control()
        self.note = note()
    }

    init(
        _ noteKey: LocalizedStringKey,
        alignment: HorizontalAlignment = .leading,
        spacing: CGFloat = 2,
        font: Font? = .caption,
        style: Style = .secondary,
        @ViewBuilder control: () -> Control
    ) where Note == Text {
        self.init(alignment: alignment, spacing: spacing, font: font, style: style, control: control) {
            Text(noteKey)
        }
    }

    var body: some View {
        VStack(alignment: alignment, spacing: spacing) {
            control
            note
                .font(font)
                .foregroundStyle(style)
                .frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center))
        }
    }
}

struct PriorityLabeledContent<Label: View, Content: View>: View {
    private let label: Label
    private let content: Content

    init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) where Label == Text {
        self.init(content: content) { Text(titleKey) }
    }

    var body: some View {
        LabeledContent {
            content.layoutPriority(1)
        } label: {
            label
                .frame(maxWidth: .infinity, alignment: .leading)
                .layoutPriority(0)
        }
    }
}

struct MenuBarSettingsPane: View {
    @State private var autoRehide = true
    @State private var delay = 10.0

    var body: some View {
        Form {
            Annotated("Hidden items come back after the delay below.") {
                Toggle("Automatically rehide", isOn: $autoRehide)
            }
            PriorityLabeledContent("Delay") {
                Stepper("\(Int(delay)) seconds", value: $delay, in: 1...60)
            }
            .disabled(!autoRehide)
        }
        .formStyle(.grouped)
    }
}
