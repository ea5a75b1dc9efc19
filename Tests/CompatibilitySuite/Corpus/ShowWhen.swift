import SwiftUI

// Written for this corpus in the idiom of hkellaway/SwiftUI-Components,
// "SwiftUIComponentsDemo/SwiftUIComponentsDemo/Components/Foundational/RenderConditionally.swift"
// (MIT; not copied): a generic view choosing AnyView(content) or AnyView(EmptyView()).

struct ShowWhen<Content: View>: View {
    private let condition: Bool
    private let content: () -> Content

    init(_ condition: Bool, @ViewBuilder content: @escaping () -> Content) {
        self.condition = condition
        self.content = content
    }

    var body: some View {
        condition ? AnyView(content()) : AnyView(EmptyView())
    }
}

struct ShowWhen_Previews: PreviewProvider {
    static var previews: some View {
        ShowWhen(true) {
            Text("Shown")
        }
    }
}
