// Probes for the semantics suite: containers that capture what they resolved, keys declared
// by hand, and small modifiers, so that the rules of container-semantics.md can be observed
// through the public API (resolution happens while rendering).
import Testing
import Trellis
@testable import TrellisCore

/// The namespace of the semantics suite: `swift test --filter Semantics` selects it.
@MainActor @Suite("Container semantics") enum Semantics {}

// MARK: - Capturing

/// A box a probe writes into while it is rendered.
final class Captured<T>: @unchecked Sendable {
    /// The last value recorded.
    var value: T?
    /// Every value recorded, in order.
    var all: [T] = []

    init() {}

    func record(_ newValue: T) {
        value = newValue
        all.append(newValue)
    }
}

/// Counts how often something happened (a body evaluated, a callback called).
final class Counter: @unchecked Sendable {
    var count = 0
    init() {}
    func hit() { count += 1 }
}

/// A custom container that decomposes `content` with `Group(subviews:)`, records the
/// collection and draws nothing.
struct SubviewsProbe<Content: View>: View {
    let captured: Captured<SubviewsCollection>
    @ViewBuilder var content: Content

    var body: some View {
        Group(subviews: content) { subviews in
            let _ = captured.record(subviews)
            EmptyView()
        }
    }
}

/// A custom container that decomposes `content` with `Group(sections:)`, records the
/// collection and draws nothing.
struct SectionsProbe<Content: View>: View {
    let captured: Captured<SectionCollection>
    @ViewBuilder var content: Content

    var body: some View {
        Group(sections: content) { sections in
            let _ = captured.record(sections)
            EmptyView()
        }
    }
}

/// A container in the style of a custom `Layout`: one unary element whose children are made
/// the way `VStack` makes them, recording the container values each child carries (what
/// `LayoutSubview.containerValues` reads, R4.2). Draws nothing.
struct LayoutProbe<Content: View>: UnaryView {
    let captured: Captured<[ContainerValues]>
    let content: Content

    init(captured: Captured<[ContainerValues]>, @ViewBuilder content: () -> Content) {
        self.captured = captured
        self.content = content()
    }

    static func _makeView(view: Self, inputs: _ViewInputs) -> _LayoutNode {
        let children = _ViewList.childNodes(of: view.content, inputs: inputs)
        view.captured.record(children.map(\.traits))
        return _LayoutNode()
    }
}

/// A leaf that records the container values in its inputs when its layout node is made.
struct InputsSpy: UnaryView {
    let captured: Captured<ContainerValues>

    static func _makeView(view: Self, inputs: _ViewInputs) -> _LayoutNode {
        view.captured.record(inputs.traits)
        return _LayoutNode()
    }
}

/// The resolved subviews of `content`, as a custom container sees them.
@MainActor func subviews<Content: View>(@ViewBuilder of content: () -> Content) -> SubviewsCollection {
    let captured = Captured<SubviewsCollection>()
    _ = ViewRenderer(width: 80).render(SubviewsProbe(captured: captured, content: content))
    guard let value = captured.value else {
        Issue.record("the probe's transform was not evaluated")
        return SubviewsCollection(nodes: [], scope: EnvironmentValues())
    }
    return value
}

/// The sections of `content`, as a custom container sees them.
@MainActor func sections<Content: View>(@ViewBuilder of content: () -> Content) -> SectionCollection {
    let captured = Captured<SectionCollection>()
    _ = ViewRenderer(width: 80).render(SectionsProbe(captured: captured, content: content))
    guard let value = captured.value else {
        Issue.record("the probe's transform was not evaluated")
        return SectionCollection(sections: [])
    }
    return value
}

/// The container values of the children of a layout-style container holding `content`.
@MainActor func layoutChildValues<Content: View>(@ViewBuilder of content: () -> Content) -> [ContainerValues] {
    let captured = Captured<[ContainerValues]>()
    _ = ViewRenderer(width: 80).render(LayoutProbe(captured: captured, content: content))
    return captured.value ?? []
}

/// The plain text `view` renders to at `width`, lines joined with "\n", no final newline.
@MainActor func rendered<V: View>(_ view: V, width: Int = 80) -> String {
    var text = ViewRenderer(width: width).render(view).plain
    while text.hasSuffix("\n") { text.removeLast() }
    return text
}

/// Each subview rendered on its own.
@MainActor func texts<S: Sequence>(_ subviews: S) -> [String] where S.Element == Subview {
    subviews.map { rendered($0) }
}

/// The values of `keyPath` on each subview.
@MainActor func values<S: Sequence, V>(_ subviews: S, _ keyPath: KeyPath<ContainerValues, V>) -> [V] where S.Element == Subview {
    subviews.map { $0.containerValues[keyPath: keyPath] }
}

/// The preference values `view` produces for ``Marks``, as a reader around it sees them.
@MainActor func marks<V: View>(of view: V) -> [String] {
    let captured = Captured<[String]>()
    _ = ViewRenderer(width: 80).render(VStack { view }.onPreferenceChange(Marks.self) { captured.record($0) })
    return captured.value ?? []
}

// MARK: - Keys declared by hand (`@Entry` is not wired yet)

struct VKey: ContainerValueKey { static let defaultValue = 0 }
struct WKey: ContainerValueKey { static let defaultValue = 0 }
struct LabelKey: ContainerValueKey { static let defaultValue = "" }

/// A value with several fields, for sub-field key paths (R4.4).
struct Pin: Equatable, Sendable {
    var rotation = 0
    var xOffset = 0
}

struct PinKey: ContainerValueKey { static let defaultValue = Pin() }

extension ContainerValues {
    var v: Int {
        get { self[VKey.self] }
        set { self[VKey.self] = newValue }
    }

    var w: Int {
        get { self[WKey.self] }
        set { self[WKey.self] = newValue }
    }

    var label: String {
        get { self[LabelKey.self] }
        set { self[LabelKey.self] = newValue }
    }

    var pin: Pin {
        get { self[PinKey.self] }
        set { self[PinKey.self] = newValue }
    }
}

extension View {
    /// The idiomatic convenience modifier for a container value (R4.1).
    func rank(_ value: Int) -> some View {
        containerValue(\.v, value)
    }
}

// MARK: - Environment and preferences

struct ProbeEnvironmentKey: EnvironmentKey { static let defaultValue = "default" }

extension EnvironmentValues {
    var probe: String {
        get { self[ProbeEnvironmentKey.self] }
        set { self[ProbeEnvironmentKey.self] = newValue }
    }
}

/// Shows the environment value it was resolved with.
struct EnvironmentReader: View {
    @Environment(\.probe) private var value
    var body: some View { Text(value) }
}

/// Strings produced by views, collected in tree order.
struct Marks: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value += nextValue()
    }
}

/// A view that counts how often its body is evaluated (how often it is instantiated).
struct Counting: View {
    let counter: Counter
    var label = "counted"

    var body: some View {
        counter.hit()
        return Text(label)
    }
}

/// A custom view whose body resolves to two subviews.
struct TwoTexts: View {
    var first = "A"
    var second = "B"

    var body: some View {
        Text(first)
        Text(second)
    }
}

// MARK: - Ordinary modifiers

/// An ordinary modifier that changes nothing: its body is the content.
struct Inert: ViewModifier {
    func body(content: Content) -> some View { content }
}

/// An ordinary modifier made of ordinary (distributed) modifiers: it marks its content with a
/// preference.
struct Marked: ViewModifier {
    let mark: String
    func body(content: Content) -> some View {
        content.preference(key: Marks.self, value: [mark])
    }
}

/// A modifier whose body wraps the content in a one-line `HStack` between two texts. The
/// `HStack` is a container: applied to several subviews it makes one of them.
struct Bracketed: ViewModifier {
    let open: String
    let close: String

    init(_ open: String, _ close: String) {
        self.open = open
        self.close = close
    }

    func body(content: Content) -> some View {
        HStack(spacing: 0) {
            Text(open)
            content
            Text(close)
        }
    }
}

extension View {
    /// Draws a "*" over the first cell of each subview this modifier is distributed to.
    func starred() -> some View {
        overlayPreferenceValue(Marks.self, alignment: .topLeading) { _ in Text("*") }
    }
}
