import SwiftUI

/// A divided stack written the pre-iOS 18 way: a `_VariadicView` root that receives its
/// content's children, plus a unary root and a trait read from a child.
struct DividedVStackLayout: _VariadicView_UnaryViewRoot {
    var spacing: CGFloat = 4

    @ViewBuilder
    func body(children: _VariadicView.Children) -> some View {
        let last = children.last?.id
        VStack(alignment: .leading, spacing: spacing) {
            ForEach(children) { child in
                child
                if child.id != last {
                    Divider()
                }
            }
        }
    }
}

struct DividedVStack<Content: View>: View {
    var content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        _VariadicView.Tree(DividedVStackLayout()) {
            content
        }
    }
}

struct HighlightedTrait: _ViewTraitKey {
    static let defaultValue = false
}

struct Helper<Result: View>: _VariadicView_MultiViewRoot {
    var _body: (_VariadicView.Children) -> Result

    func body(children: _VariadicView.Children) -> some View {
        _body(children)
    }
}

extension View {
    func variadic<R: View>(@ViewBuilder process: @escaping (_VariadicView.Children) -> R) -> some View {
        _VariadicView.Tree(Helper(_body: process), content: { self })
    }

    func highlighted(_ value: Bool = true) -> some View {
        _trait(HighlightedTrait.self, value)
    }
}

struct VariadicExamples: View {
    var body: some View {
        DividedVStack {
            Text("One")
            Text("Two").highlighted()
            ForEach(0..<2) { Text("Row \($0)") }
        }
        .variadic { children in
            Text("\(children.count) children")
            ForEach(children) { child in
                child.bold(child[HighlightedTrait.self])
            }
        }
    }
}
