/// The sections of a view's content, as ``Group/init(sections:transform:)`` gives them: a
/// random-access collection of ``SectionConfiguration``, not a view (R3.11).
///
/// Iterate it with `ForEach`, index it, or filter it (by container value, say).
public struct SectionCollection: RandomAccessCollection {
    let sections: [SectionConfiguration]

    public var startIndex: Int { 0 }
    public var endIndex: Int { sections.count }

    /// The section at `index`.
    public subscript(index: Int) -> SectionConfiguration { sections[index] }

    /// Resolves `view` in a fresh container scope, collecting sections (R3.5–R3.8).
    static func resolve<V: View>(_ view: V, inputs: _ViewInputs) -> SectionCollection {
        var base = inputs.forUnaryContent().appending(.part(.base))
        base.collectsSections = true
        let list = _ViewList.resolve(view, inputs: base)
        return SectionCollection(sections: SectionAccumulator.sections(of: list.nodes, scope: inputs.environment))
    }
}

/// Turns a resolved list into sections, as both reverse-engineered implementations do
/// (container-semantics.md §7, `Accumulate`).
///
/// - Runs of elements outside any `Section` become implicit sections with empty header and
///   footer and default container values (R3.1–R3.3), numbered by their position among the
///   sections produced so far (R3.8).
/// - A `Section` whose header, content and footer are all empty produces nothing, but still
///   ends the run before it (R3.6, low confidence: as stated).
/// - Content that resolves to nothing produces no sections at all (R3.7: the
///   re-implementations' 0, not the documentation's "at least one"; low confidence, as stated).
enum SectionAccumulator {
    static func sections(of nodes: [ViewListNode], scope: EnvironmentValues) -> [SectionConfiguration] {
        func collection(_ nodes: [ViewListNode]) -> SubviewsCollection {
            SubviewsCollection(nodes: _ViewList(nodes: nodes).flattenedNodes, scope: scope)
        }
        var sections: [SectionConfiguration] = []
        var run: [ViewListNode] = []

        func flushRun() {
            guard !run.isEmpty else { return }
            sections.append(SectionConfiguration(
                id: .init(kind: .implicit(sections.count)), containerValues: ContainerValues(),
                header: collection([]), content: collection(run), footer: collection([])))
            run = []
        }

        for node in nodes {
            switch node {
            case .element(let element):
                run.append(.element(element))
            case .section(let section):
                flushRun()
                guard section.count > 0 else { continue }
                sections.append(SectionConfiguration(
                    id: .init(kind: .explicit(section.identity)), containerValues: section.traits,
                    header: collection(section.header), content: collection(section.content),
                    footer: collection(section.footer)))
            }
        }
        flushRun()
        return sections
    }
}
