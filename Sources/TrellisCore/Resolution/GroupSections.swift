/// The content of a ``Group/init(sections:transform:)``: the transform's result over the sections
/// of a base view.
public nonisolated struct GroupSectionsOfContent<Sections: View, Content: View>: PrimitiveView {
    let sections: Sections
    let transform: (SectionCollection) -> Content

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let collection = SectionCollection.resolve(view.sections, inputs: inputs)
        Content._makeViewList(view: view.transform(collection), inputs: inputs.appending(.part(.result)), list: &list)
    }
}

extension Group {
    /// Resolves `view` into sections and lays out what `transform` makes of them.
    ///
    /// Content outside any `Section` forms implicit sections (R3.1); `view` is resolved in a
    /// fresh container scope (R5.7). The result is transparent.
    ///
    /// ```swift
    /// Group(sections: content) { sections in
    ///     ForEach(sections) { section in
    ///         VStack { section.header; section.content }
    ///     }
    /// }
    /// ```
    public init<Base: View, Result: View>(
        sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result
    ) where Content == GroupSectionsOfContent<Base, Result> {
        self.content = GroupSectionsOfContent(sections: view, transform: transform)
    }

    /// The WWDC24 beta spelling of ``init(sections:transform:)``.
    @available(*, deprecated, renamed: "init(sections:transform:)")
    public init<Base: View, Result: View>(
        sectionsOf view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result
    ) where Content == GroupSectionsOfContent<Base, Result> {
        self.init(sections: view, transform: transform)
    }
}

/// The data of a ``ForEach/init(sections:content:)``: the sections of a view. Opaque: it cannot be
/// indexed.
public struct ForEachSectionCollection<Content: View>: RandomAccessCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { 0 }

    /// Not available: the sections exist only while the `ForEach` resolves.
    public subscript(index: Int) -> SectionConfiguration {
        preconditionFailure("ForEachSectionCollection cannot be indexed; use Group(sections:) for a collection")
    }
}

extension ForEach {
    /// Creates a view for each section of `view`, identified by ``SectionConfiguration/id``.
    ///
    /// Equivalent to `Group(sections: view) { ForEach($0) { content($0) } }` (R3.10).
    ///
    /// ```swift
    /// ForEach(sections: content) { section in
    ///     VStack {
    ///         if !section.header.isEmpty { HeaderCard { section.header } }
    ///         section.content
    ///     }
    /// }
    /// ```
    public init<V: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content)
    where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID, Content: View {
        self.data = ForEachSectionCollection()
        self.content = content
        self.indexed = nil
        self.makeViewList = { inputs, list in
            let collection = SectionCollection.resolve(view, inputs: inputs)
            ForEach<SectionCollection, SectionConfiguration.ID, Content>.resolve(
                collection, offsets: 0..<collection.count, id: \.id, content: content,
                inputs: inputs.appending(.part(.result)), list: &list)
        }
    }

    /// The WWDC24 beta spelling of ``init(sections:content:)``.
    @available(*, deprecated, renamed: "init(sections:content:)")
    public init<V: View>(sectionOf view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content)
    where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID, Content: View {
        self.init(sections: view, content: content)
    }
}
