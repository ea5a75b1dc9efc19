import Testing
@testable import TrellisScript

/// Evaluation: documents render what the same SwiftUI code renders with Trellis.
@MainActor @Suite("Evaluator") struct EvaluatorTests {
    @Test("stacks, text styles, spacers, frames and borders")
    func coreViews() throws {
        let text = try ScriptTesting.render("""
            VStack(alignment: .leading) {
                Text("Title").bold()
                HStack {
                    Text("a")
                    Spacer()
                    Text("b")
                }
                .frame(width: 80)
                .border(.rounded)
                Divider().frame(width: 32)
                Label("Done", systemImage: "checkmark")
            }
            """)
        #expect(text == """
            Title
            ╭──────────╮
            │a        b│
            ╰──────────╯
            ────
            ✓ Done
            """)
    }

    @Test("a shape's fill, stroke and strokeBorder, in a style or the foreground")
    func shapeStyles() throws {
        let text = try ScriptTesting.render("""
            HStack(alignment: .top) {
                Circle().stroke(.red, lineWidth: 1).frame(width: 36, height: 42)
                RoundedRectangle(cornerRadius: 4).strokeBorder(.blue).frame(width: 36, height: 28)
                Rectangle().fill(.green).frame(width: 18, height: 28)
                Capsule().fill().frame(width: 24, height: 14)
            }
            """)
        #expect(text == """
            ╭───╮ ╭───╮ ██ ███
            │   │ ╰───╯ ██
            ╰───╯
            """)
        #expect(ScriptTesting.messages("Text(\"x\").fill(.red)") == ["value of type 'View' has no modifier 'fill'"])
    }

    @Test("let bindings, arrays, dictionaries, ranges and string interpolation with members")
    func bindings() throws {
        let text = try ScriptTesting.render("""
            let names = ["Sam", "Sommer"]
            let song = ["title": "Born to Build & Run", "plays": 3]
            let total = 2 * 3 + 1
            VStack(alignment: .leading) {
                Text("\\(names[1]) has \\(names.count) friends")
                Text("\\(song.title) × \\(song.plays)")
                Text("total \\(total), half \\(total / 2), \\(7.0 / 2)")
                ForEach(1...2) { Text("closed \\($0)") }
            }
            """)
        #expect(text == """
            Sommer has 2 friends
            Born to Build & Run × 3
            total 7, half 3, 3.5
            closed 1
            closed 2
            """)
    }

    @Test("ForEach over arrays with id: \\.self, ranges, and records with closures and $0")
    func forEach() throws {
        let text = try ScriptTesting.render("""
            let rows = [["id": 1, "name": "one"], ["id": 2, "name": "two"]]
            VStack(alignment: .leading) {
                ForEach(["a", "b"], id: \\.self) { letter in Text(letter) }
                ForEach(0..<2) { Text("row \\($0)") }
                ForEach(rows) { row in Text("\\(row.id): \\(row.name)") }
            }
            """)
        #expect(text == "a\nb\nrow 0\nrow 1\n1: one\n2: two")
    }

    @Test("if / else if / else with comparisons, &&, || and !")
    func conditionals() throws {
        let text = try ScriptTesting.render("""
            let count = 3
            let name = "Sam"
            VStack(alignment: .leading) {
                if count > 5 { Text("many") } else if count >= 3 && name != "Sommer" { Text("some") } else { Text("few") }
                if !(count == 3) || name < "Abe" { Text("never") }
                if count % 2 == 1 { Text("odd") }
            }
            """)
        #expect(text == "some\nodd")
    }

    @Test("load() reads JSON and CSV relative to the document; stdin() reads standard input")
    func data() throws {
        let text = try ScriptTesting.render("""
            let songs = load("songs.json")
            let rows = load("rows.csv")
            let piped = stdin()
            VStack(alignment: .leading) {
                ForEach(songs, id: \\.title) { song in Text(song.title).strikethrough(song.rejected) }
                ForEach(rows, id: \\.name) { row in Text("\\(row.name) \\(row.score + 1)") }
                ForEach(piped, id: \\.self) { Text("piped \\($0)") }
            }
            """,
            files: ["songs.json": #"[{"title": "A", "rejected": false}]"#, "rows.csv": "name,score\nx,1\n\"y, z\",2\n"],
            standardInput: "[7]")
        #expect(text == "A\nx 2\ny, z 3\npiped 7")
    }

    @Test("--data replaces a top-level let with another file")
    func dataOverride() throws {
        let text = try ScriptTesting.render("""
            let songs = load("songs.json")
            ForEach(songs, id: \\.self) { Text($0) }
            """, files: ["songs.json": #"["old"]"#, "new.json": #"["new"]"#], data: ["songs": "new.json"])
        #expect(text == "new")
    }

    @Test("struct definitions: stored properties with defaults become parameters")
    func structs() throws {
        let text = try ScriptTesting.render("""
            struct Badge: View {
                var title: String
                var count = 1
                let marker = "#"
                var body: some View {
                    Text("\\(marker)\\(title) ×\\(count)")
                }
            }
            VStack(alignment: .leading) {
                Badge(title: "a")
                Badge(title: "b", count: 2)
            }
            """)
        #expect(text == "#a ×1\n#b ×2")
    }

    @Test("a document record struct builds records with a memberwise initializer")
    func records() throws {
        let text = try ScriptTesting.render("""
            struct Song {
                let title: String
                var stars = 3
            }
            let songs = [Song(title: "A"), Song(title: "B", stars: 5)]
            ForEach(songs, id: \\.title) { song in Text("\\(song.title) \\(song.stars)") }
            """)
        #expect(text == "A 3\nB 5")
    }
}
