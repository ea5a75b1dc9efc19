/// The resolved form of declared content: elements and, when sections are collected, section
/// nodes, in depth-first declaration order (R1.0).
///
/// A list made by ``makingLayoutNodes(inputs:axis:)`` keeps no elements: each element's layout
/// node is made as soon as the element is resolved, so a container's content goes straight
/// from its declaration to layout nodes, without an intermediate list of type-erased views.
///
/// Implementation detail of the resolution machinery; public only because ``View`` names it.
public struct _ViewList {
    var nodes: [ViewListNode] = []

    /// What this list makes of the elements appended to it.
    private let output: Output

    private enum Output {
        /// It keeps them, in ``nodes``.
        case elements
        /// Their layout nodes, in ``layoutNodes``.
        case layoutNodes
        /// The children of a lazy stack or grid (``FlowChild``), in ``flow``.
        case flowChildren
    }

    /// Whether this list makes layout nodes (or flow children) instead of keeping elements.
    private var makesNodes: Bool { output != .elements }
    /// The inputs of the container the nodes are made for, when this list makes them (a flag
    /// beside a plain value rather than an optional: unwrapping would copy the inputs once
    /// more for every element, 4 % of a 100k-row checklist).
    private let containerInputs: _ViewInputs
    /// The layout nodes made, when this list makes them for a container other than a flow.
    private(set) var layoutNodes: [_LayoutNode] = []
    /// The children made, when this list makes them for a flow: kept, or handed to a sink a
    /// batch at a time.
    private var flow: FlowBatcher
    /// The children made and kept, when this list makes them for a flow (with a sink, the
    /// last, partial batch).
    var flowChildren: [FlowChild] { flow.children }
    /// Whether a flow's child keeps its container values: a text that has some is made a
    /// node, not kept as a value (a `VStack` made as a flow reads their layout priority).
    private var keepsTraits = false

    init() {
        output = .elements
        containerInputs = _ViewInputs(environment: EnvironmentValues())
        flow = FlowBatcher()
    }

    init(nodes: [ViewListNode]) {
        self.init()
        self.nodes = nodes
    }

    private init(output: Output, inputs: _ViewInputs, axis: Axis?, sink: FlowChildSink? = nil) {
        self.output = output
        var containerInputs = inputs
        containerInputs.stackAxis = axis
        self.containerInputs = containerInputs
        flow = FlowBatcher(sink: sink)
    }

    /// A list that makes the layout node of each element as it is appended, for a container
    /// with `inputs` (its preference sink) laying its children out along `axis`; each node
    /// carries its element's container values. Sections are flattened into header, content
    /// and footer.
    static func makingLayoutNodes(inputs: _ViewInputs, axis: Axis?) -> _ViewList {
        _ViewList(output: .layoutNodes, inputs: inputs, axis: axis)
    }

    /// A list that makes the children of a lazy stack or grid as ``makingLayoutNodes(inputs:axis:)``
    /// makes nodes, keeping a text of one style as a value (`keepingTraits`: only one without
    /// container values); with a `sink`, they go there instead, a batch at a time as they are
    /// made, and the list keeps only the last, partial batch.
    static func makingFlowChildren(
        inputs: _ViewInputs, axis: Axis?, keepingTraits: Bool = false, sink: FlowChildSink?
    ) -> _ViewList {
        var list = _ViewList(output: .flowChildren, inputs: inputs, axis: axis, sink: sink)
        list.keepsTraits = keepingTraits
        return list
    }

    /// Keeps `node`, a node just made.
    @inline(__always)
    private mutating func collect(_ node: consuming _LayoutNode) {
        if output == .flowChildren { collect(child: .node(node)) } else { layoutNodes.append(node) }
    }

    /// Keeps `child`, a flow's child just made.
    @inline(__always)
    private mutating func collect(child: consuming FlowChild) {
        flow.append(child)
    }

    /// The number of elements or section nodes (in a list that makes layout nodes: of nodes
    /// made, handed to a sink or not).
    var count: Int {
        switch output {
        case .elements: nodes.count
        case .layoutNodes: layoutNodes.count
        case .flowChildren: flow.count
        }
    }

    /// Reserves room for `count` elements in all; with a sink, tells it how many to expect.
    mutating func reserveCapacity(_ count: Int) {
        switch output {
        case .elements: nodes.reserveCapacity(count)
        case .layoutNodes: layoutNodes.reserveCapacity(count)
        case .flowChildren: flow.reserveCapacity(count)
        }
    }

    /// What a list makes of its elements, and for which axis: the live runtime reuses what a
    /// body added to a list only in a list of the same kind (``LiveGraph``).
    struct Kind: Equatable {
        fileprivate let output: Int
        fileprivate let axis: Axis?
        fileprivate let keepsTraits: Bool
        /// Whether the list hands children to a sink: what it made is not all kept.
        let hasSink: Bool
    }

    /// This list's kind.
    var kind: Kind {
        let output: Int = switch self.output {
        case .elements: 0
        case .layoutNodes: 1
        case .flowChildren: 2
        }
        return Kind(output: output, axis: containerInputs.stackAxis, keepsTraits: keepsTraits, hasSink: flow.hasSink)
    }

    /// What was appended to a list from one point on: kept by the live runtime so that a body
    /// whose inputs did not change adds it again instead of being evaluated again.
    enum Contribution {
        case empty
        case nodes([ViewListNode])
        case layoutNodes([_LayoutNode])
        case flowChildren([FlowChild])
    }

    /// The point from which ``contribution(since:)`` reads.
    var contributionStart: Int {
        switch output {
        case .elements: nodes.count
        case .layoutNodes: layoutNodes.count
        case .flowChildren: flow.children.count
        }
    }

    /// What was appended since `start` (a ``contributionStart``), copied out (a slice would
    /// keep the list's storage shared, and the list's next append would copy all of it).
    func contribution(since start: Int) -> Contribution {
        switch output {
        case .elements: start == nodes.count ? .empty : .nodes(Array(nodes[start...]))
        case .layoutNodes: start == layoutNodes.count ? .empty : .layoutNodes(Array(layoutNodes[start...]))
        case .flowChildren: start == flow.children.count ? .empty : .flowChildren(Array(flow.children[start...]))
        }
    }

    /// Appends `contribution` again, as it was appended to a list of the same kind.
    mutating func append(_ contribution: Contribution) {
        switch contribution {
        case .empty: break
        case .nodes(let appended): nodes.append(contentsOf: appended)
        case .layoutNodes(let appended): layoutNodes.append(contentsOf: appended)
        case .flowChildren(let appended): for child in appended { flow.append(child) }
        }
    }

    /// Appends `view`, a unary view resolved with `inputs`, as one element.
    mutating func append<V: View>(_ view: V, inputs: _ViewInputs) {
        guard makesNodes else {
            nodes.append(.element(ViewListElement(view: view, inputs: inputs)))
            return
        }
        var own = containerInputs
        own.environment = inputs.environment
        own.identity = inputs.identity
        let node = V._makeView(view: view, inputs: own)
        node.traits = inputs.traits
        collect(ScrollRequest.mark(node, identity: inputs.identity, environment: inputs.environment))
    }

    /// Appends `view`, a leaf resolved with `inputs`, as one element: in a list that makes
    /// layout nodes, without the copy of the inputs other views are made with.
    mutating func appendLeaf<V: LeafView>(_ view: V, inputs: _ViewInputs) {
        guard makesNodes else {
            nodes.append(.element(ViewListElement(view: view, inputs: inputs)))
            return
        }
        // While a `scrollTo` is drawn, every leaf is a node, which can note where it is drawn.
        if output == .flowChildren, !keepsTraits || inputs.traits.storage.isEmpty, !ScrollRequest.anyDrawn {
            return collect(child: V.makeFlowChild(view, environment: inputs.environment))
        }
        let node = V.makeNode(view, environment: inputs.environment)
        node.traits = inputs.traits
        collect(ScrollRequest.mark(node, identity: inputs.identity, environment: inputs.environment))
    }

    /// Appends an element resolved elsewhere (a subview re-emitted by `ForEach(subviews:)`).
    mutating func appendElement(_ element: ViewListElement) {
        guard makesNodes else {
            nodes.append(.element(element))
            return
        }
        let node = element.makeNode(inputs: containerInputs)
        node.traits = element.traits
        collect(ScrollRequest.mark(node, identity: element.identity, environment: element.environment))
    }

    /// Appends a section node; a list that makes layout nodes flattens it.
    mutating func appendSection(_ section: SectionNode) {
        if !makesNodes {
            nodes.append(.section(section))
        } else {
            append(contentsOf: _ViewList(nodes: [.section(section)]))
        }
    }

    /// Appends the elements and sections of `other`, a list that keeps elements.
    mutating func append(contentsOf other: _ViewList) {
        guard makesNodes else {
            nodes.append(contentsOf: other.nodes)
            return
        }
        reserveCapacity(count + other.nodes.count)
        other.forEachElement { appendElement($0) }
    }

    /// Calls `body` with every element in order, inside sections too (header, content, footer).
    private func forEachElement(_ body: (ViewListElement) -> Void) {
        func visit(_ nodes: [ViewListNode]) {
            for node in nodes {
                switch node {
                case .element(let element): body(element)
                case .section(let section):
                    visit(section.header)
                    visit(section.content)
                    visit(section.footer)
                }
            }
        }
        visit(nodes)
    }

    /// Resolves `view` into a fresh list.
    static func resolve<V: View>(_ view: V, inputs: _ViewInputs) -> _ViewList {
        var list = _ViewList()
        V._makeViewList(view: view, inputs: inputs, list: &list)
        return list
    }

    /// The nodes with sections flattened into header, content and footer (R2.12, R3.9): the
    /// list itself, not a copy, when it holds no sections.
    var flattenedNodes: [ViewListNode] {
        let hasSections = nodes.contains { node in
            if case .section = node { return true }
            return false
        }
        return hasSections ? flattenedElements.map(ViewListNode.element) : nodes
    }

    /// The element of a list that holds exactly one (directly or in sections), else `nil`.
    var onlyElement: ViewListElement? {
        var found: ViewListElement?
        var count = 0
        forEachElement { element in
            count += 1
            found = element
        }
        return count == 1 ? found : nil
    }

    /// Every element, with sections flattened into header, content and footer (R2.12, R3.9).
    var flattenedElements: [ViewListElement] {
        var result: [ViewListElement] = []
        result.reserveCapacity(nodes.count)
        forEachElement { result.append($0) }
        return result
    }

    /// Applies `transform` to every element, inside sections too.
    mutating func transformElements(_ transform: (inout ViewListElement) -> Void) {
        Self.transform(&nodes, transform)
    }

    private static func transform<C: MutableCollection<ViewListNode>>(
        _ nodes: inout C, _ body: (inout ViewListElement) -> Void
    ) {
        var index = nodes.startIndex
        while index != nodes.endIndex {
            defer { index = nodes.index(after: index) }
            switch nodes[index] {
            case .element(var element):
                body(&element)
                nodes[index] = .element(element)
            case .section(var section):
                transform(&section.header, body)
                transform(&section.content, body)
                transform(&section.footer, body)
                nodes[index] = .section(section)
            }
        }
    }
}

/// One node of a view list.
enum ViewListNode {
    case element(ViewListElement)
    case section(SectionNode)
}

/// An explicit `Section` seen while collecting sections: its identity, the container values
/// in scope on it, and its three resolved parts.
struct SectionNode {
    var identity: ViewIdentity
    var traits: ContainerValues
    var header: [ViewListNode]
    var content: [ViewListNode]
    var footer: [ViewListNode]

    /// Header, content and footer element counts added up, nested sections included (R3.6).
    var count: Int { Self.count(header) + Self.count(content) + Self.count(footer) }

    private static func count(_ nodes: [ViewListNode]) -> Int {
        nodes.reduce(0) { total, node in
            switch node {
            case .element: total + 1
            case .section(let section): total + section.count
            }
        }
    }
}

/// One resolved subview: a single leaf or container view, with the identity, container values
/// and environment it was resolved with.
struct ViewListElement {
    /// The unary view, with the ordinary modifiers distributed onto it (R1.2).
    var view: any View {
        get {
            switch stored {
            case .text(let text): text
            case .other(let view): view
            }
        }
        set { stored = .other(newValue) }
    }
    var identity: ViewIdentity
    var traits: ContainerValues
    /// The declaration-site environment the element is drawn with (R2.3).
    var environment: EnvironmentValues

    /// The view: a `Text`, the commonest element, is kept as itself, because it does not fit
    /// in the inline buffer of an `any View` and would cost an allocation per element.
    private var stored: StoredView

    private enum StoredView {
        case text(Text)
        case other(any View)
    }

    init<V: View>(view: V, inputs: _ViewInputs) {
        stored = V.self == Text.self ? .text(unsafeBitCast(view, to: Text.self)) : .other(view)
        self.identity = inputs.identity
        self.traits = inputs.traits
        self.environment = inputs.environment
    }

    /// The layout node of this element; `inputs` supplies the preference sink and the proxy's
    /// context, the environment is the element's own.
    func makeNode(inputs: _ViewInputs) -> _LayoutNode {
        switch stored {
        case .text(let text): Text.makeNode(text, environment: environment)  // a leaf needs its environment alone
        case .other(let view): Self.makeNode(view, inputs: self.inputs(in: inputs))
        }
    }

    /// The inputs this element is made with in a container with `inputs`: the container's,
    /// with the element's own environment and identity.
    func inputs(in inputs: _ViewInputs) -> _ViewInputs {
        var own = inputs
        own.environment = environment
        own.identity = identity
        return own
    }

    private static func makeNode<V: View>(_ view: V, inputs: _ViewInputs) -> _LayoutNode {
        V._makeView(view: view, inputs: inputs)
    }
}
