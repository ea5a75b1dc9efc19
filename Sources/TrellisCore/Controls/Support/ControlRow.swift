/// The row every labelled control draws: its label leading, its control trailing, as wide as
/// it is offered (SwiftUI's switch toggle, stepper and form rows).
///
/// The label is one unit (its views stacked, leading-aligned), then at least one column of
/// space, then the control (its views stacked, trailing-aligned) on the label's first line. The
/// label is laid out first, so it wraps only when the row is narrower than the label and the
/// control's narrowest; the control takes the rest and sits at its trailing edge. Asked for its
/// ideal size, the row is as wide as the label, the space and the control. A control without a
/// label (an `EmptyView` label) sits at the leading edge.
///
///     Wi-Fi           [x]
nonisolated struct ControlRow<Label: View, Control: View>: View {
    let label: Label
    let control: Control

    init(@ViewBuilder label: () -> Label, @ViewBuilder control: () -> Control) {
        self.label = label()
        self.control = control()
    }

    var body: some View {
        if Label.self == EmptyView.self {
            control
        } else {
            HStack(alignment: .top, spacing: 1) {
                VStack(alignment: .leading, spacing: 0) { label }.layoutPriority(1)
                VStack(alignment: .trailing, spacing: 0) { control }.frame(maxWidth: .infinity, alignment: .topTrailing)
            }
        }
    }
}
