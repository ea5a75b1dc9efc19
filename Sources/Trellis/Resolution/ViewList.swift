/// The resolved form of declared content: elements and, when sections are collected, section
/// nodes, in depth-first declaration order (R1.0).
///
/// Implementation detail of the resolution machinery; public only because ``View`` names it.
public struct _ViewList {
    var nodes: [ViewListNode] = []

    init() {}

    init(nodes: [ViewListNode]) {
        self.nodes = nodes
    }

    mutating func appendElement(_ element: ViewListElement) {
        nodes.append(.element(element))
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
        func visit(_ nodes: [ViewListNode]) {
            for node in nodes where count < 2 {
                switch node {
                case .element(let element):
                    count += 1
                    found = element
                case .section(let section):
                    visit(section.header)
                    visit(section.content)
                    visit(section.footer)
                }
            }
        }
        visit(nodes)
        return count == 1 ? found : nil
    }

    /// Every element, with sections flattened into header, content and footer (R2.12, R3.9).
    var flattenedElements: [ViewListElement] {
        var result: [ViewListElement] = []
        result.reserveCapacity(nodes.count)
        Self.flatten(nodes, into: &result)
        return result
    }

    private static func flatten(_ nodes: [ViewListNode], into result: inout [ViewListElement]) {
        for node in nodes {
            switch node {
            case .element(let element): result.append(element)
            case .section(let section):
                flatten(section.header, into: &result)
                flatten(section.content, into: &result)
                flatten(section.footer, into: &result)
            }
        }
    }

    /// Applies `transform` to every element from node `start` on, inside sections too.
    mutating func transformElements(from start: Int = 0, _ transform: (inout ViewListElement) -> Void) {
        guard start < nodes.count else { return }
        Self.transform(&nodes[start...], transform)
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
    var view: any View
    var identity: ViewIdentity
    var traits: ContainerValues
    /// The declaration-site environment the element is drawn with (R2.3).
    var environment: EnvironmentValues

    init<V: View>(view: V, inputs: _ViewInputs) {
        self.view = view
        self.identity = inputs.identity
        self.traits = inputs.traits
        self.environment = inputs.environment
    }

    /// The layout node of this element; `inputs` supplies the preference sink and the proxy's
    /// context, the environment is the element's own.
    func makeNode(inputs: _ViewInputs) -> _LayoutNode {
        var own = inputs
        own.environment = environment
        own.identity = identity
        return Self.makeNode(view, inputs: own)
    }

    private static func makeNode<V: View>(_ view: V, inputs: _ViewInputs) -> _LayoutNode {
        V._makeView(view: view, inputs: inputs)
    }
}
