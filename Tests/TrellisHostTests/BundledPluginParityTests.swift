import CarouselContainer
import ChecklistContainer
import Foundation
import MagazineContainer
import SectionsContainer
import Testing
import Trellis
import TrellisHost

/// Each bundled Swift plugin renders the same bytes in-process and loaded through the host,
/// its modifiers called through libffi: text case, backgrounds behind blank cells and values
/// set on sections all cross.
@MainActor @Suite struct BundledPluginParityTests {
    /// A loaded plugin and a way to call its one-Bool modifiers on a view.
    @MainActor struct Loaded {
        let host: PluginHost
        let plugin: Plugin

        init(_ name: String) throws {
            host = PluginHost(searchPath: PluginSearchPath(directories: [PluginParityTests.productsFolder]))
            plugin = try host.plugin(named: name)
        }

        func apply(_ modifier: String, _ value: Bool, to view: some View) -> AnyView {
            try! host.apply(modifier, of: plugin, arguments: [.bool(value)], to: view)
        }

        func render(_ container: String, width: Int, @ViewBuilder content: () -> some View) throws -> RenderedText {
            let rendered = ViewRenderer(width: width).render(try host.container(container, of: plugin, content: content))
            #expect(host.takeFailures().map(\.description) == [])
            return rendered
        }
    }

    @Test(arguments: [24, 80])
    func checklist(width: Int) throws {
        let loaded = try Loaded("Checklist")
        let inProcess = ViewRenderer(width: width).render(Checklist {
            Self.checklistContent(checked: { AnyView($0.checked()) }, notApplicable: { AnyView($0.notApplicable()) })
        })
        let viaPlugin = try loaded.render("Checklist", width: width) {
            Self.checklistContent(
                checked: { loaded.apply("checked", true, to: $0) }, notApplicable: { loaded.apply("notApplicable", true, to: $0) })
        }
        #expect(viaPlugin.plain == inProcess.plain)
        #expect(viaPlugin.ansi == inProcess.ansi)
        #expect(inProcess.plain.contains("PRIMARY INCOME"))
        #expect(inProcess.plain.contains("◉ W2"))
    }

    @ViewBuilder static func checklistContent(checked: (AnyView) -> AnyView, notApplicable: (AnyView) -> AnyView) -> some View {
        Text("Unsorted")
        Section {
            checked(AnyView(Text("W2")))
            Text("1099-B")
        } header: {
            Text("Primary income")
        } footer: {
            Text("Due in April")
        }
        notApplicable(AnyView(Section("Misc") {
            Text("Amount of real estate taxes paid")
            Text("두 번째 항목")
        }))
    }

    @Test(arguments: [24, 80])
    func sections(width: Int) throws {
        let loaded = try Loaded("Sections")
        let inProcess = ViewRenderer(width: width).render(Sections {
            Self.sectionsContent(highlight: { AnyView($0.highlight(true)) }, bold: { AnyView($0.setBold(true)) })
        })
        let viaPlugin = try loaded.render("Sections", width: width) {
            Self.sectionsContent(
                highlight: { loaded.apply("highlight", true, to: $0) }, bold: { loaded.apply("setBold", true, to: $0) })
        }
        #expect(viaPlugin.plain == inProcess.plain)
        #expect(viaPlugin.ansi == inProcess.ansi)
        #expect(inProcess.plain.contains("▌ 첫 번째 컴포넌트"))
    }

    @ViewBuilder static func sectionsContent(highlight: (AnyView) -> AnyView, bold: (AnyView) -> AnyView) -> some View {
        highlight(AnyView(Section("첫 섹션") {
            bold(AnyView(Text("첫 번째 컴포넌트")))
        }))
        bold(AnyView(Section("두 번째 섹션") {
            Text("두 번째 컴포넌트")
            highlight(AnyView(Text("세 번째")))
        }))
    }

    @Test(arguments: [24, 80])
    func carousel(width: Int) throws {
        let loaded = try Loaded("Carousel")
        let inProcess = ViewRenderer(width: width).render(Carousel { Self.pages })
        let viaPlugin = try loaded.render("Carousel", width: width) { Self.pages }
        #expect(viaPlugin.plain == inProcess.plain)
        #expect(viaPlugin.ansi == inProcess.ansi)
        #expect(inProcess.plain.contains("● ○ ○"))
    }

    @Test(arguments: [24, 80])
    func magazine(width: Int) throws {
        let loaded = try Loaded("Magazine")
        let inProcess = ViewRenderer(width: width).render(Magazine { Self.pages })
        let viaPlugin = try loaded.render("Magazine", width: width) { Self.pages }
        #expect(viaPlugin.plain == inProcess.plain)
        #expect(viaPlugin.ansi == inProcess.ansi)
        #expect(inProcess.plain.contains("Orange"))
    }

    @ViewBuilder static var pages: some View {
        ForEach(["Yellow", "Orange", "노랑"], id: \.self) { name in
            VStack {
                Text(name).bold()
                Color.blue.opacity(0.5).frame(height: 1)
            }
        }
    }
}
