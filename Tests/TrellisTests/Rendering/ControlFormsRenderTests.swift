import Foundation
import Testing
import Trellis

/// Golden outputs of SwiftUI's other spellings of the controls: pickers of several sources,
/// labels with asset images, the label-last slider and stepper initializers, labelled control
/// groups, lists and outlines over bindings, and the text-baseline alignments.
@MainActor @Suite("Rendering: control forms") struct ControlFormsRenderTests {
    enum Flavor: Hashable { case vanilla, chocolate }

    struct Scoop { var flavor: Binding<Flavor> }

    func scoops(_ flavors: [Flavor]) -> [Scoop] { flavors.map { Scoop(flavor: .constant($0)) } }

    @Test("Picker(sources:selection:): the option the sources share, – when they differ, only ▾ for none")
    func pickerSources() {
        let view = VStack(alignment: .leading) {
            Picker("Same", sources: scoops([.chocolate, .chocolate]), selection: \.flavor) {
                Text("Vanilla").tag(Flavor.vanilla)
                Text("Chocolate").tag(Flavor.chocolate)
            }
            Picker("Mixed", sources: scoops([.vanilla, .chocolate]), selection: \.flavor) {
                Text("Vanilla").tag(Flavor.vanilla)
                Text("Chocolate").tag(Flavor.chocolate)
            }
            Picker("None", sources: scoops([]), selection: \.flavor) { Text("Vanilla").tag(Flavor.vanilla) }
            Picker(sources: [Binding.constant(Flavor.vanilla)], selection: \.self) {
                Text("Vanilla").tag(Flavor.vanilla)
            } label: {
                Text("Custom")
            }
        }
        expectRender(view, width: 24, plain: """
            Same         Chocolate ▾
            Mixed                – ▾
            None                   ▾
            Custom         Vanilla ▾

            """)
    }

    @Test("the picker initializers with a symbol, an asset image or a current-value label draw the chosen option")
    func pickerSourcesLabels() {
        let sources = [Binding.constant(Flavor.chocolate)]
        let options = Group {
            Text("Vanilla").tag(Flavor.vanilla)
            Text("Chocolate").tag(Flavor.chocolate)
        }
        let view = VStack(alignment: .leading) {
            Picker("Sym", systemImage: "star", sources: sources, selection: \.self) { options }
            Picker("Asset", image: ImageResource(name: "logo", bundle: .main), sources: sources, selection: \.self) { options }
            Picker("Current", sources: sources, selection: \.self) { options } currentValueLabel: { Text("ignored") }
        }
        expectRender(view, width: 24, plain: """
            ☆ Sym        Chocolate ▾
            □ Asset      Chocolate ▾
            Current      Chocolate ▾

            """)
    }

    @Test("Toggle, Button and Menu with an asset image draw it □ before the title")
    func assetImageLabels() {
        let logo = ImageResource(name: "logo", bundle: .main)
        let view = VStack(alignment: .leading) {
            Toggle("Sync", image: logo, isOn: .constant(true))
            Toggle("All", systemImage: "bell", sources: [Binding.constant(true), .constant(false)], isOn: \.self)
            Button("Open", image: logo) {}
            Menu("More", image: logo) { Button("Copy") {} }
        }
        expectRender(view, width: 16, plain: """
            □ Sync       [x]
            ♪ All        [-]
            □ Open
            □ More ▾

            """)
    }

    @Test("the label-last slider and stepper initializers draw as the current ones")
    func labelLast() {
        expectSameRender(
            Slider(value: .constant(3.0), in: 0...10, onEditingChanged: { _ in }, minimumValueLabel: Text("0"), maximumValueLabel: Text("10")) {
                Text("Volume")
            },
            as: Slider(value: .constant(3.0), in: 0...10) { Text("Volume") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("10") })
        expectSameRender(
            Slider(value: .constant(2.0), in: 0...4, step: 1, onEditingChanged: { _ in }) { Text("Step") },
            as: Slider(value: .constant(2.0), in: 0...4, step: 1) { Text("Step") })
        expectSameRender(
            Stepper(value: .constant(2), in: 0...9, onEditingChanged: { _ in }) { Text("Count") },
            as: Stepper("Count", value: .constant(2), in: 0...9))
        expectSameRender(
            Stepper(onIncrement: nil, onDecrement: nil, onEditingChanged: { _ in }) { Text("Level") },
            as: Stepper("Level", onIncrement: nil, onDecrement: nil))
        let title = "Scale"
        expectSameRender(
            Stepper(title, value: .constant(1.5), in: 0...2, step: 0.5, format: .number),
            as: Stepper("Scale", value: .constant(1.5), step: 0.5, format: .number))
    }

    @Test("a labelled ControlGroup draws its controls; the label names the collapsed menu")
    func controlGroupLabels() {
        let title = "Format"
        expectSameRender(ControlGroup(title) { Text("Bold") }, as: Text("Bold"))
        expectSameRender(ControlGroup("Format", systemImage: "textformat") { Text("Bold") }, as: Text("Bold"))
        expectSameRender(ControlGroup("Format", image: ImageResource(name: "f", bundle: .main)) { Text("Bold") }, as: Text("Bold"))
    }

    struct Folder: Identifiable {
        var id: String
        var children: [Folder]?
    }

    @Test("List and OutlineGroup over a binding to a tree draw its outline, each row given a binding")
    func boundOutline() {
        var tree = [Folder(id: "Sources", children: [Folder(id: "App.swift")]), Folder(id: "README")]
        let binding = Binding(get: { tree }, set: { tree = $0 })
        let expected = """
            Sources
              App.swift
            README

            """
        expectRender(OutlineGroup(binding, children: \.children) { $folder in Text(folder.id) }, width: 16, plain: expected)
        expectRender(OutlineGroup(binding, id: \.id, children: \.children) { Text($0.wrappedValue.id) }, width: 16, plain: expected)
        expectRender(OutlineGroup(binding[0], children: \.children) { Text($0.wrappedValue.id) }, width: 16, plain: """
            Sources
              App.swift

            """)
        expectSameRender(
            List(binding, children: \.children) { $folder in Text(folder.id) },
            as: List(tree, children: \.children) { Text($0.id) })
        expectSameRender(
            List(binding, id: \.id, children: \.children, selection: .constant(Set<String>())) { Text($0.wrappedValue.id) },
            as: List(tree, id: \.id, children: \.children, selection: .constant(Set<String>())) { Text($0.id) })
    }

    @Test("a row of a bound outline edits the tree through its binding")
    func boundOutlineEdits() {
        var tree = [Folder(id: "Sources", children: [Folder(id: "App.swift")])]
        let binding = Binding(get: { tree }, set: { tree = $0 })
        var rows: [Binding<Folder>] = []
        _ = ViewRenderer(width: 16).render(OutlineGroup(binding, children: \.children) { $folder in
            let _ = rows.append($folder)
            Text(folder.id)
        })
        #expect(rows.map(\.wrappedValue.id) == ["Sources", "App.swift"])
        rows[1].wrappedValue.id = "Main.swift"
        #expect(tree[0].children?[0].id == "Main.swift")
    }

    @Test("List($items, selection:) draws a row per bound element")
    func boundListSelection() {
        var folders = [Folder(id: "A"), Folder(id: "B")]
        let binding = Binding(get: { folders }, set: { folders = $0 })
        expectSameRender(
            List(binding, selection: .constant(String?.none)) { $folder in Text(folder.id) },
            as: List(folders, selection: .constant(String?.none)) { Text($0.id) })
        expectSameRender(
            List(binding, id: \.id, selection: .constant(Set<String>())) { Text($0.wrappedValue.id) },
            as: List(folders, id: \.id, selection: .constant(Set<String>())) { Text($0.id) })
    }

    @Test("the text-baseline alignments: the first line is the top, the last the bottom")
    func baselineAlignments() {
        expectSameRender(
            Text("x").frame(width: 5, height: 3, alignment: .trailingFirstTextBaseline),
            as: Text("x").frame(width: 5, height: 3, alignment: .topTrailing))
        expectSameRender(
            Text("x").frame(width: 5, height: 3, alignment: .centerLastTextBaseline),
            as: Text("x").frame(width: 5, height: 3, alignment: .bottom))
    }
}
