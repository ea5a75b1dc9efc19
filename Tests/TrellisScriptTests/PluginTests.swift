import Testing
@testable import TrellisScript

/// Imported modules: their containers, modifiers and keys are type-checked against their
/// declarations and run through the module's closures; keys use Trellis's named values.
@MainActor @Suite("Plugins") struct PluginTests {
    @Test("a plugin container gets its arguments, defaults and content; its keys reach it")
    func container() throws {
        let text = try ScriptTesting.render("""
            import Boards
            Board(title: "Songs") {
                Text("a")
                Text("b").containerValue(\\.isPinned, true)
            }
            .environment(\\.accent, "red")
            """)
        #expect(text == "Songs (1 col, accent red)\n- a\n* b")
    }

    @Test("a plugin modifier applies with its arguments")
    func modifier() throws {
        #expect(try ScriptTesting.render("import Boards\nText(\"a\").stamp(\"ok\")") == "a [ok]")
    }

    @Test("plugin declarations type-check arguments and keys before anything runs")
    func typeChecked() {
        let source = """
            import Boards
            Board(title: 3, colums: 2) {
                Text("a").containerValue(\\.isPinned, "yes").stamp(1)
            }
            """
        #expect(ScriptTesting.diagnostics(source) == [
            "2:17: extra argument 'colums' in call to 'Board'; did you mean 'columns'?",
            "3:42: cannot convert value of type 'String' to expected argument type 'Bool'",
            "3:55: cannot convert value of type 'Int' to expected argument type 'String'",
        ])
    }

    @Test("a document reads plugin-declared keys from subviews, with the declared default")
    func readsPluginKeys() throws {
        let text = try ScriptTesting.render("""
            import Boards
            struct Pins<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View {
                    ForEach(subviews: content) { subview in
                        Text("\\(subview.containerValues.isPinned)")
                    }
                }
            }
            VStack { Pins { Text("a"); Text("b").containerValue(\\.isPinned, true) } }
            """)
        #expect(text == "false\ntrue")
    }
}
