import Foundation
import Testing
import Trellis

/// Golden outputs of text fields, secure fields and text editors, and of rows over a bound
/// collection.
@MainActor @Suite("Rendering: text entry") struct TextFieldRenderTests {
    @Test("a field draws its text in brackets across the width; empty, its prompt or title, dim")
    func textField() {
        let view = VStack(alignment: .leading, spacing: 0) {
            TextField("Name", text: .constant("Jane"))
            TextField("Name", text: .constant(""))
            TextField("Name", text: .constant(""), prompt: Text("Required"))
            TextField(text: .constant("")) { Label("Custom", systemImage: "star") }
        }
        expectRender(view, width: 16, plain: """
            [ Jane         ]
            [ Name         ]
            [ Required     ]
            [              ]

            """, ansi: """
            [ Jane         ]
            [ \(csi)90mName\(csi)0m         ]
            [ \(csi)90mRequired\(csi)0m     ]
            [              ]

            """)
    }

    @Test("a vertical field wraps its text after the bracket; a formatted field draws its value")
    func wrappingAndFormats() {
        expectRender(TextField("Bio", text: .constant("Swift developer"), axis: .vertical), width: 16, plain: """
            [ Swift        ]
              developer

            """)
        #expect(rendered(TextField("Age", value: .constant(42), format: .number), width: 10) == "[ 42     ]")
    }

    @Test("a secure field masks each character; a text editor boxes its text")
    func secureAndEditor() {
        #expect(rendered(SecureField("Password", text: .constant("héllo")), width: 12) == "[ •••••    ]")
        #expect(rendered(SecureField("Password", text: .constant("")), width: 14) == "[ Password   ]")
        expectRender(TextEditor(text: .constant("Buy milk")), width: 14, plain: """
            ╭────────────╮
            │ Buy milk   │
            ╰────────────╯

            """)
    }

    struct Item: Identifiable {
        let id: Int
        var name: String
    }

    @Test("ForEach and List over a binding give each row a binding to its element, identified by the element")
    func bindingRows() {
        final class Store {
            var items = [Item(id: 1, name: "Ada"), Item(id: 2, name: "Grace")]
        }
        let store = Store()
        let binding = Binding(get: { store.items }, set: { store.items = $0 })
        var rows: [Binding<Item>] = []
        let list = List(binding) { $item in
            let _ = rows.append($item)
            Text(item.name)
        }
        expectRender(list, width: 8, plain: """
            Ada
            ────────
            Grace

            """, ansi: """
            Ada
            \(csi)2m────────\(csi)0m
            Grace

            """)
        // Writing through a row's binding writes the element in the collection.
        rows.first?.wrappedValue.name = "Lovelace"
        #expect(store.items[0].name == "Lovelace")
        // Rows are identified by their elements' ids, or by the key path given.
        let byID = subviews { ForEach(binding) { $item in Text(item.name) } }
        #expect(byID.map { $0.id.contains(1) } == [true, false])
        let byName = subviews { ForEach(binding, id: \.name) { $item in Text(item.name) } }
        #expect(byName.map { $0.id.contains("Grace") } == [false, true])
        #expect(texts(byName) == ["Lovelace", "Grace"])
    }
}
