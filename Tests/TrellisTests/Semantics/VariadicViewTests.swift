import Testing
import Trellis

/// `_VariadicView`, the pre-iOS 18 container API, mapped onto resolved subviews: the children
/// are the content's resolved subviews with their ids and traits; a unary root is one subview
/// of its parent, a multi-view root contributes its body's subviews.
@MainActor @Suite("Semantics: _VariadicView") struct VariadicViewTests {
    struct Divided: _VariadicView_MultiViewRoot {
        func body(children: _VariadicView.Children) -> some View {
            let last = children.last?.id
            ForEach(children) { child in
                child
                if child.id != last { Divider() }
            }
        }
    }

    struct Boxed: _VariadicView_UnaryViewRoot {
        func body(children: _VariadicView.Children) -> some View {
            Text("\(children.count) children")
            ForEach(children) { $0 }
        }
    }

    struct Starred: _ViewTraitKey {
        static let defaultValue = false
    }

    struct Marking: _VariadicView_MultiViewRoot {
        func body(children: _VariadicView.Children) -> some View {
            ForEach(children) { child in
                HStack(spacing: 1) {
                    Text(child[Starred.self] ? "★" : "·")
                    child
                }
            }
        }
    }

    @ViewBuilder var content: some View {
        Text("One")
        Group {
            Text("Two")
            if true { Text("Three") }
        }
        ForEach(4..<6) { Text("Row \($0)") }
    }

    @Test("the children are the content's resolved subviews, in order")
    func children() {
        let view = VStack(alignment: .leading, spacing: 0) { _VariadicView.Tree(Divided()) { content } }
        expectRender(view, width: 6, plain: """
            One
            ──────
            Two
            ──────
            Three
            ──────
            Row 4
            ──────
            Row 5

            """, ansi: """
            One
            \(csi)2m──────\(csi)0m
            Two
            \(csi)2m──────\(csi)0m
            Three
            \(csi)2m──────\(csi)0m
            Row 4
            \(csi)2m──────\(csi)0m
            Row 5

            """)
    }

    @Test("a multi-view root contributes its body's subviews; a unary root is one subview")
    func unaryAndMulti() {
        let multi = subviews { _VariadicView.Tree(Divided()) { Text("A"); Text("B") } }
        #expect(texts(multi) == ["A", "─", "B"].map { $0 == "─" ? rendered(Divider()) : $0 })
        let unary = subviews { _VariadicView.Tree(Boxed()) { Text("A"); Text("B") } }
        #expect(unary.count == 1)
        #expect(texts(unary) == ["2 children\nA\nB"])
    }

    @Test("children keep their subviews' ids: ForEach data ids and explicit ids")
    func ids() {
        struct Probe: _VariadicView_MultiViewRoot {
            func body(children: _VariadicView.Children) -> some View {
                ForEach(children) { child in
                    Text(child.id(as: Int.self).map { "\($0)" } ?? child.id(as: String.self) ?? "none")
                }
            }
        }
        let view = VStack(alignment: .leading, spacing: 0) {
            _VariadicView.Tree(Probe()) {
                ForEach(7..<9) { Text("\($0)") }
                Text("named").id("name")
                Text("plain")
            }
        }
        #expect(rendered(view) == "7\n8\nname\nnone")
    }

    @Test("traits set with _trait are read from the child, with their default elsewhere")
    func traits() {
        let view = VStack(alignment: .leading, spacing: 0) {
            _VariadicView.Tree(Marking()) {
                Text("Ada")._trait(Starred.self, true)
                Text("Alan")
            }
        }
        #expect(rendered(view) == "★ Ada\n· Alan")
    }

    @Test("the tree spelled with a content closure label, as helpers write it")
    func closureSpelling() {
        let tree = _VariadicView.Tree(Divided(), content: { Text("X") })
        #expect(rendered(tree) == "X")
    }
}
