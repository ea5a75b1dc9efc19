import Foundation
import Testing
import Trellis

/// Golden outputs of SwiftUI's builder families written as SwiftUI writes them: tabs in the
/// tab builder (sections, `if`/`else`, roles, optional selections, unlabelled tabs), lists of
/// trees, collapsible sections, keyframe animators at rest and Core Graphics paths.
@MainActor @Suite("Rendering: tab builder, outlines, collapsible sections, keyframes, CGPath")
struct SwiftUIFamiliesRenderTests {
    enum Page: Hashable { case home, search, settings }
    /// The tab bar's rule, across the whole width the tests render at.
    static let rule = String(repeating: "─", count: 80)

    @Test("TabView with the tab builder draws as the same tabs in a view builder")
    func tabBuilder() {
        let built = TabView(selection: .constant(Page.settings)) {
            TabSection("Main") {
                Tab("Home", systemImage: "house", value: Page.home) { Text("Welcome") }
            }
            Tab("Settings", systemImage: "gear", value: Page.settings) { Text("Preferences") }
        }
        #expect(rendered(built) == "⌂ Home [⚙ Settings]\n" + Self.rule + "\nPreferences")
        // `if`/`else`, a role-only tab and an unlabelled one (its position) in the tab builder.
        let signedIn = false
        let conditional = TabView {
            if signedIn {
                Tab("Inbox", systemImage: "tray") { Text("Mail") }
            } else {
                Tab("Sign in", systemImage: "person") { Text("Who are you?") }
            }
            Tab(role: .search) { Text("Find") }
            Tab { Text("Blank") }
        }
        #expect(rendered(conditional) == "[☺ Sign in] ⌕ Search 3\n" + Self.rule + "\nWho are you?")
    }

    @Test("Tab(value:) in an optional selection is picked by that selection")
    func optionalSelection() {
        let selection: Page? = .search
        let view = TabView(selection: .constant(selection)) {
            Tab("Home", systemImage: "house", value: Page.home) { Text("Welcome") }
            Tab("Search", systemImage: "magnifyingglass", value: Page.search) { Text("Query") }
        }
        #expect(rendered(view).hasSuffix("Query"))
    }

    struct Node: Identifiable {
        let id: String
        var children: [Node]? = nil
    }

    @Test("List(_:children:) draws the outline of the tree, every level expanded")
    func listOfTree() {
        let tree = [Node(id: "Sources", children: [Node(id: "App.swift")]), Node(id: "README")]
        expectSameRender(List(tree, children: \.children) { Text($0.id) },
                         as: List { OutlineGroup(tree, children: \.children) { Text($0.id) } })
        #expect(rendered(List(tree, children: \.children) { Text($0.id) }) == "Sources\n  App.swift\nREADME")
    }

    @Test("Section(isExpanded:): the header always, the content only while expanded")
    func collapsibleSections() {
        let view = List {
            Section("Open", isExpanded: .constant(true)) { Text("shown") }
            Section("Shut", isExpanded: .constant(false)) { Text("hidden") }
        }
        let text = rendered(view)
        #expect(text.contains("Open") && text.contains("shown") && text.contains("Shut"))
        #expect(!text.contains("hidden"))
        // Outside a list a section is transparent: a collapsed one leaves its header alone.
        #expect(rendered(VStack { Section("Shut", isExpanded: .constant(false)) { Text("hidden") } }) == "Shut")
    }

    @Test("KeyframeAnimator and keyframeAnimator draw their content at the initial value")
    func keyframesAtRest() {
        let animator = KeyframeAnimator(initialValue: 3.0, trigger: 0) { value in
            Text("value \(value)")
        } keyframes: { _ in
            LinearKeyframe(5.0, duration: 1)
            SpringKeyframe(1.0, duration: 1)
        }
        #expect(rendered(animator) == "value 3.0")
        struct Values { var scale = 1.0; var lift = 0.0 }
        let modified = Text("♥").keyframeAnimator(initialValue: Values()) { content, values in
            content.opacity(values.scale)
        } keyframes: { _ in
            KeyframeTrack(\.scale) {
                CubicKeyframe(1.5, duration: 0.2)
                CubicKeyframe(1.0, duration: 0.2)
            }
            KeyframeTrack(\.lift) { MoveKeyframe(4) }
        }
        #expect(rendered(modified) == "♥")
    }

    @Test("Path(CGMutablePath) draws what the same calls on a Path draw")
    func coreGraphicsPaths() {
        let rect = CGRect(x: 0, y: 0, width: 8, height: 4)
        let mutable = CGMutablePath()
        mutable.move(to: CGPoint(x: 1, y: 0))
        mutable.addLine(to: CGPoint(x: 7, y: 0))
        mutable.addArc(center: CGPoint(x: 7, y: 1), radius: 1, startAngle: -.pi / 2, endAngle: 0, clockwise: false)
        mutable.addRect(CGRect(x: 2, y: 2, width: 3, height: 1))
        mutable.closeSubpath()
        var path = Path()
        path.move(to: CGPoint(x: 1, y: 0))
        path.addLine(to: CGPoint(x: 7, y: 0))
        path.addArc(center: CGPoint(x: 7, y: 1), radius: 1, startAngle: .radians(-.pi / 2), endAngle: .zero, clockwise: false)
        path.addRect(CGRect(x: 2, y: 2, width: 3, height: 1))
        path.closeSubpath()
        #expect(Path(mutable) == path)
        #expect(Path(path.cgPath) == path)
        expectSameRender(Path(mutable).stroke().frame(width: rect.width, height: rect.height),
                         as: path.stroke().frame(width: rect.width, height: rect.height))
        #expect(mutable.copy() == mutable && !mutable.isEmpty && CGMutablePath().isEmpty)
    }
}
