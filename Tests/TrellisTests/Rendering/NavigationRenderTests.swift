import Testing
import Trellis

/// Golden outputs of the navigation containers: a stack's bar (title and toolbar items), a
/// split view's columns, a tab view's tab bar and a link's chevron.
@MainActor @Suite("Rendering: navigation") struct NavigationRenderTests {
    @Test("NavigationStack: the title bold with the toolbar items at its ends, a rule, the content")
    func stack() {
        let view = NavigationStack {
            VStack(alignment: .leading, spacing: 0) {
                Text("Blue in Green")
                Text("So What")
            }
            .navigationTitle("Songs")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Text("Back") }
                ToolbarItem(placement: .primaryAction) { Text("Add") }
                ToolbarItemGroup(placement: .bottomBar) {
                    Text("3 songs")
                    Text("Edit")
                }
            }
        }
        expectRender(view, width: 24, plain: """
            Back Songs           Add
            ────────────────────────
            Blue in Green
            So What
            ────────────────────────
            3 songs Edit

            """, ansi: """
            Back \(csi)1mSongs\(csi)0m           Add
            \(csi)2m────────────────────────\(csi)0m
            Blue in Green
            So What
            \(csi)2m────────────────────────\(csi)0m
            3 songs Edit

            """)
    }

    @Test("NavigationStack without a title or items draws its content alone")
    func bareStack() {
        expectSameRender(NavigationStack { Text("Hello") }, as: Text("Hello"))
        expectSameRender(NavigationStack(path: .constant(NavigationPath())) { Text("Hello") }, as: Text("Hello"))
    }

    @Test("the innermost title wins, and a stack consumes it: an enclosing stack draws no bar")
    func nestedTitles() {
        let view = NavigationStack {
            NavigationStack {
                Text("Row").navigationTitle("Inner")
            }
            .navigationTitle("Outer")
        }
        expectRender(view, width: 10, plain: """
            Outer
            ──────────
            Inner
            ──────────
            Row

            """, ansi: """
            \(csi)1mOuter\(csi)0m
            \(csi)2m──────────\(csi)0m
            \(csi)1mInner\(csi)0m
            \(csi)2m──────────\(csi)0m
            Row

            """)
        let innermost = NavigationStack { Text("Row").navigationTitle("Inner").navigationTitle("Outer") }
        expectRender(innermost, width: 10, plain: """
            Inner
            ──────────
            Row

            """, ansi: """
            \(csi)1mInner\(csi)0m
            \(csi)2m──────────\(csi)0m
            Row

            """)
    }

    @Test("NavigationSplitView: the columns side by side, each with its own bar")
    func splitView() {
        let view = NavigationSplitView {
            Text("Inbox").navigationTitle("Mail")
        } detail: {
            Text("No message")
        }
        expectRender(view, width: 21, plain: """
            Mail      │No message
            ──────────│
            Inbox     │

            """, ansi: """
            \(csi)1mMail\(csi)0m      \(csi)2m│\(csi)0mNo message
            \(csi)2m──────────│\(csi)0m
            Inbox     \(csi)2m│\(csi)0m

            """)
        let three = NavigationSplitView { Text("A") } content: { Text("B") } detail: { Text("C") }
        expectRender(three, width: 11, plain: """
            A  │B  │C

            """, ansi: """
            A  \(csi)2m│\(csi)0mB  \(csi)2m│\(csi)0mC

            """)
    }

    @Test("TabView: the tab bar, the selected tab's label bold in brackets, then the selected tab")
    func tabView() {
        let tabs = TabView(selection: .constant(2)) {
            Tab("Home", systemImage: "house", value: 1) { Text("Welcome") }
            Tab("Settings", systemImage: "gear", value: 2) { Text("Preferences") }
        }
        expectRender(tabs, width: 22, plain: """
            ⌂ Home  [⚙ Settings]
            ──────────────────────
            Preferences

            """, ansi: """
            \(csi)90m⌂\(csi)0m \(csi)90mHome\(csi)0m  \(csi)1;39m[⚙\(csi)0m \(csi)1;39mSettings]\(csi)0m
            \(csi)2m──────────────────────\(csi)0m
            Preferences

            """)
        // Without a selection the first tab is shown; a tab without a label shows its position,
        // a badge follows the label.
        let legacy = TabView {
            Text("Feed").tabItem { Text("Feed") }.tag(0).badge(3)
            Text("Other")
        }
        expectRender(legacy, width: 14, plain: """
            [Feed (3)]  2
            ──────────────
            Feed

            """, ansi: """
            \(csi)1;39m[Feed (3)]\(csi)0m  \(csi)90m2\(csi)0m
            \(csi)2m──────────────\(csi)0m
            Feed

            """)
        // A selection no tab has shows the first tab.
        #expect(rendered(TabView(selection: .constant(9)) { Text("A").tag(1); Text("B").tag(2) }).hasSuffix("A"))
    }

    @Test("NavigationLink: its label and a dim chevron, no wider than that")
    func link() {
        let view = VStack(alignment: .leading, spacing: 0) {
            NavigationLink("Settings") { Text("Destination") }
            NavigationLink(value: 3) { Text("Three") }
        }
        expectRender(view, width: 20, plain: """
            Settings ›
            Three ›

            """, ansi: """
            Settings \(csi)90m›\(csi)0m
            Three \(csi)90m›\(csi)0m

            """)
    }
}

@MainActor extension NavigationRenderTests {
    @Test("toolbar(.hidden, for: .navigationBar) hides the bar; hiding another bar does not")
    func hiddenBar() {
        let titled = Text("Row").navigationTitle("Title")
        expectSameRender(NavigationStack { titled.toolbar(.hidden, for: .navigationBar) }, as: Text("Row"))
        expectSameRender(NavigationStack { titled.toolbar(.hidden, for: .tabBar) }, as: NavigationStack { titled })
        expectSameRender(NavigationStack { titled.toolbar(.visible, for: .navigationBar) }, as: NavigationStack { titled })
    }
}
