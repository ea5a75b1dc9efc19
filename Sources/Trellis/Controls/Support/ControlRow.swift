/// The row every labelled control draws: its label leading, its control trailing, as wide as
/// it is offered (SwiftUI's switch toggle, stepper and form rows).
///
/// The label is one unit (its views stacked, leading-aligned), then at least one column of
/// space, then the control on the label's first line. Asked for its ideal size, the row is as
/// wide as the label, the space and the control; offered more, the space takes the rest. A
/// control without a label (an `EmptyView` label) sits at the leading edge.
///
///     Wi-Fi           [x]
struct ControlRow<Label: View, Control: View>: View {
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
            HStack(alignment: .top, spacing: 0) {
                VStack(alignment: .leading, spacing: 0) { label }
                Spacer(minLength: 1)
                control
            }
        }
    }
}
