import Foundation
import Testing
import Trellis

/// Golden outputs of custom gauge, menu and control group styles: a style's body is drawn as
/// written, from the configuration SwiftUI gives it, and the built-in styles draw the control
/// as Trellis draws it.
@MainActor @Suite("Rendering: control styles") struct ControlStyleRenderTests {
    struct Percent: GaugeStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.label
                Text("\(Int(configuration.value * 100))%")
                configuration.currentValueLabel
                configuration.minimumValueLabel
            }
        }
    }

    @Test("a custom GaugeStyle draws from the value as a fraction of the bounds and the labels")
    func gaugeStyle() {
        let gauges = VStack(alignment: .leading) {
            Gauge(value: 30, in: 0...120) { Text("Speed") } currentValueLabel: { Text("30") }
            Gauge(value: 5.0, in: 5...5) { Text("Empty") }
            Gauge(value: 2.0, in: 0...4) { Text("Bounds") } currentValueLabel: { EmptyView() }
                minimumValueLabel: { Text("min") } maximumValueLabel: { Text("max") }
        }
        expectRender(gauges.gaugeStyle(Percent()), width: 24, plain: """
            Speed 25% 30
            Empty 0%
            Bounds 50% min

            """)
        expectSameRender(gauges.gaugeStyle(.accessoryCircular), as: gauges)
        expectSameRender(gauges.gaugeStyle(.linearCapacity), as: gauges)
    }

    struct Bracketed: MenuStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 0) {
                Text("[")
                Menu(configuration)
                Text("]")
            }
        }
    }

    @Test("a custom MenuStyle draws around Menu(configuration), the default menu")
    func menuStyle() {
        let menu = Menu("Sort") { Button("Name") {} }
        expectRender(menu.menuStyle(Bracketed()), width: 16, plain: "[Sort ▾]\n")
        expectSameRender(menu.menuStyle(.button), as: menu)
        expectSameRender(menu.menuStyle(.borderlessButton), as: menu)
    }

    struct Stacked: ControlGroupStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading, spacing: 0) {
                configuration.label
                configuration.content
            }
        }
    }

    struct Framed: ControlGroupStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 0) {
                Text("|")
                ControlGroup(configuration)
                Text("|")
            }
        }
    }

    @Test("a custom ControlGroupStyle draws from the controls and the label; ControlGroup(configuration) is the default group")
    func controlGroupStyle() {
        let group = ControlGroup("Format") {
            Text("Bold")
            Text("Italic")
        }
        expectRender(group.controlGroupStyle(Stacked()), width: 16, plain: """
            Format
            Bold
            Italic

            """)
        expectRender(group.controlGroupStyle(Framed()), width: 16, plain: "|Bold Italic|\n")
        expectSameRender(group.controlGroupStyle(.palette), as: group)
        expectSameRender(group.controlGroupStyle(.compactMenu), as: group)
    }
}
