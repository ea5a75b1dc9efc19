import Foundation
import Testing
import Trellis

/// Golden outputs of the controls: `Toggle`, `Slider`, `Stepper`, `Picker`, `Menu` and
/// `LabeledContent`, each at two widths and at degenerate ones.
@MainActor @Suite("Rendering: controls") struct ControlRenderTests {
    @Test("Toggle: the label leading, [x] or [ ] trailing across the row")
    func toggle() {
        let view = VStack(alignment: .leading) {
            Toggle("Wi-Fi", isOn: .constant(true))
            Toggle(isOn: .constant(false)) { Text("Bluetooth"); Text("Off to save power") }
            Toggle("Airplane", systemImage: "airplane", isOn: .constant(false))
        }
        expectRender(view, width: 20, plain: """
            Wi-Fi            [x]
            Bluetooth        [ ]
            Off to save power
            ✈ Airplane       [ ]

            """)
        expectRender(view, width: 60, plain: """
            Wi-Fi                                                    [x]
            Bluetooth                                                [ ]
            Off to save power
            ✈ Airplane                                               [ ]

            """)
    }

    @Test("Toggle(sources:isOn:): [x] when all are on, [ ] when none is, [-] when mixed")
    func toggleSources() {
        struct Alarm { var isOn: Binding<Bool> }
        func alarms(_ states: [Bool]) -> [Alarm] { states.map { Alarm(isOn: .constant($0)) } }
        let view = VStack(alignment: .leading) {
            Toggle("All", sources: alarms([true, true]), isOn: \.isOn)
            Toggle("None", sources: alarms([false, false]), isOn: \.isOn)
            Toggle("Some", sources: alarms([true, false]), isOn: \.isOn)
            Toggle("Empty", sources: alarms([]), isOn: \.isOn)
        }
        expectRender(view, width: 12, plain: """
            All      [x]
            None     [ ]
            Some     [-]
            Empty    [ ]

            """)
    }

    @Test("A toggle without a label is its box, trailing as the switch style puts it; at widths 1 and 0 nothing is over the width")
    func toggleNarrow() {
        expectRender(Toggle(isOn: .constant(true)) { EmptyView() }, width: 10, plain: """
                   [x]

            """)
        expectRender(Toggle("Wi-Fi", isOn: .constant(true)), width: 1, plain: """
            ]

            """)
        expectRender(Toggle("Wi-Fi", isOn: .constant(true)), width: 0, plain: """

            """)
        expectRender(Toggle("Wi-Fi", isOn: .constant(true)).frame(width: 0, height: 0), width: 10, plain: """
            ]

            """)
    }

    @Test("Slider: a track with the thumb where the value lies, between its value labels")
    func slider() {
        let view = VStack(alignment: .leading) {
            Slider(value: .constant(0.5))
            Slider(value: .constant(3.0), in: 0...10) { Text("Volume") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("10") }
            Slider(value: .constant(25.0), in: 0...20, step: 5) { Text("Over") }
            Slider(value: .constant(Double.nan), in: 0...1)
        }
        expectRender(view, width: 20, plain: """
            ━━━━━━━━━━●─────────
            Volume 0 ━━●───── 10
            Over ━━━━━━━━━━━━━━●
            ●───────────────────

            """)
        expectRender(view, width: 60, plain: """
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━●─────────────────────────────
            Volume 0 ━━━━━━━━━━━━━━●───────────────────────────────── 10
            Over ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━●
            ●───────────────────────────────────────────────────────────

            """)
        expectRender(Slider(value: .constant(1.0), in: 5...5), width: 1, plain: """
            ●

            """)
    }

    @Test("Stepper: the label leading, [−|+] trailing; a formatted stepper shows its value")
    func stepper() {
        let view = VStack(alignment: .leading) {
            Stepper("Quantity: 3", value: .constant(3), in: 0...9)
            Stepper("Scale", value: .constant(1.5), step: 0.5, format: .number)
            Stepper { Text("Custom") } onIncrement: {} onDecrement: {}
        }
        expectRender(view, width: 20, plain: """
            Quantity: 3    [−|+]
            Scale      1.5 [−|+]
            Custom         [−|+]

            """)
        expectRender(view, width: 60, plain: """
            Quantity: 3                                            [−|+]
            Scale                                              1.5 [−|+]
            Custom                                                 [−|+]

            """)
        expectRender(view, width: 1, plain: """
            ]
            ]
            ]

            """)
    }

    enum Flavor: Hashable { case vanilla, chocolate, strawberry }

    @Test("Picker: the label leading, the option whose tag is the selection and ▾ trailing")
    func picker() {
        let view = VStack(alignment: .leading) {
            Picker("Flavor", selection: .constant(Flavor.chocolate)) {
                Text("Vanilla").tag(Flavor.vanilla)
                Text("Chocolate").tag(Flavor.chocolate)
            }
            Picker("Size", selection: .constant("M")) {
                ForEach(["S", "M", "L"], id: \.self) { Text("Size \($0)") }
            }
            Picker("Optional", selection: .constant(Flavor?.some(.strawberry))) {
                Text("None").tag(Flavor?.none)
                Text("Strawberry").tag(Flavor.strawberry)
            }
            Picker("Unmatched", selection: .constant(Flavor.strawberry)) { Text("Vanilla").tag(Flavor.vanilla) }
        }
        expectRender(view, width: 20, plain: """
            Flavor   Chocolate ▾
            Size        Size M ▾
            Optional Strawberr ▾
                     y
            Unmatched          ▾

            """)
        expectRender(view, width: 60, plain: """
            Flavor                                           Chocolate ▾
            Size                                                Size M ▾
            Optional                                        Strawberry ▾
            Unmatched                                                  ▾

            """)
    }

    @Test("Menu: its label and ▾; its content is not drawn")
    func menu() {
        let view = VStack(alignment: .leading) {
            Menu("Actions") { Button("Delete") {} }
            Menu("Sort", systemImage: "arrow.up.arrow.down") { Button("Name") {} }
            Menu { Button("Copy") {} } label: { Label("Edit", systemImage: "pencil") }
        }
        expectRender(view, width: 20, plain: """
            Actions ▾
            ⇅ Sort ▾
            ✎ Edit ▾

            """)
        expectRender(view, width: 60, plain: """
            Actions ▾
            ⇅ Sort ▾
            ✎ Edit ▾

            """)
    }

    @Test("LabeledContent: the label leading, the value trailing in the secondary style")
    func labeledContent() {
        let view = VStack(alignment: .leading) {
            LabeledContent("Version", value: "6.3")
            LabeledContent("Price", value: 9.5, format: .number)
            LabeledContent("Custom") { Text("A"); Text("B") }
        }
        expectRender(view, width: 20, plain: """
            Version          6.3
            Price            9.5
            Custom             A
                               B

            """, ansi: """
            Version          \(csi)90m6.3\(csi)0m
            Price            \(csi)90m9.5\(csi)0m
            Custom             \(csi)90mA\(csi)0m
                               \(csi)90mB\(csi)0m

            """)
        expectRender(view, width: 60, plain: """
            Version                                                  6.3
            Price                                                    9.5
            Custom                                                     A
                                                                       B

            """, ansi: """
            Version                                                  \(csi)90m6.3\(csi)0m
            Price                                                    \(csi)90m9.5\(csi)0m
            Custom                                                     \(csi)90mA\(csi)0m
                                                                       \(csi)90mB\(csi)0m

            """)
        expectRender(LabeledContent("Version", value: "6.3"), width: 1, plain: """

            """)
    }
}
