/// A view that computes views on demand from a collection of identified data.
///
/// Transparent: each element's content contributes its resolved subviews to the enclosing
/// list, in data order (R1). Each element's id (from `Identifiable`, an `id:` key path or the
/// integer of a range) is part of the identity of everything it produces, so ids move with
/// the data when it is reordered (R2.5).
///
/// ```swift
/// VStack {
///     ForEach(songs) { song in Text(song.title) }
///     ForEach(0..<3) { index in Text("Row \(index)") }
///     ForEach(names, id: \.self) { Text($0) }
/// }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The collection of underlying data.
    public var data: Data
    /// A function that creates content for an element of the data.
    public var content: (Data.Element) -> Content
    /// Resolves this `ForEach` into a view list; set by the initializer that knows how.
    let makeViewList: (_ViewInputs, inout _ViewList) -> Void
    /// The elements, to be counted and resolved a few at a time (a live `List` makes only the
    /// rows it shows); `nil` when the data is not the elements (`ForEach(subviews:)`).
    let indexed: IndexedElements?
}

extension ForEach: View where Content: View {
    public typealias Body = Never

    public var body: Never { fatalError("ForEach is a primitive view and has no body") }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        view.makeViewList(inputs, &list)
    }

    /// Creates views from data whose elements are `Identifiable`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where Data.Element: Identifiable, ID == Data.Element.ID {
        self.init(data, id: \.id, content: content)
    }

    /// Creates views from data, identifying each element by the value at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        let keyPath = Self.isIdentity(id) ? nil : id
        let resolve = { (offsets: Range<Int>, inputs: _ViewInputs, list: inout _ViewList) in
            Self.resolve(data, offsets: offsets, id: keyPath, content: content, inputs: inputs, list: &list)
        }
        self.makeViewList = { inputs, list in resolve(0..<data.count, inputs, &list) }
        let element = { (data: Data, offset: Int) in data[data.index(data.startIndex, offsetBy: offset)] }
        self.indexed = IndexedElements(
            count: data.count, resolve: resolve, id: { Self.component(of: element(data, $0), id: keyPath) },
            makesAlike: { offset, earlier in
                guard let earlier = earlier.parts as? Parts, offset < earlier.data.count else { return false }
                let new = element(data, offset), old = element(earlier.data, offset)
                // The same data (bits) and key path have the same element there, with its id.
                let sameID =
                    (BitwiseEquality.equal(data, earlier.data) && keyPath == earlier.id)
                    || Self.component(of: new, id: keyPath) == Self.component(of: old, id: earlier.id)
                return sameID && ViewEquivalence.equal(content(new), earlier.content(old))
            },
            parts: Parts(data: data, id: keyPath, content: content))
    }

    /// What ``IndexedElements/makesAlike`` of a later `ForEach` of this type reads of this one.
    private final class Parts {
        let data: Data
        let id: KeyPath<Data.Element, ID>?
        let content: (Data.Element) -> Content

        init(data: Data, id: KeyPath<Data.Element, ID>?, content: @escaping (Data.Element) -> Content) {
            self.data = data
            self.id = id
            self.content = content
        }
    }

    /// Whether `keyPath` is `\.self`, whose elements are their own ids: then ids are read
    /// without applying the key path (which costs more than the rest of a `Text` element).
    ///
    /// `\.self` is recognized as the only key path from a type to itself at offset 0 (a
    /// stored property cannot have its own struct's type, and class properties have no
    /// offset), without instantiating `\Data.Element.self` to compare with: in generic code
    /// that costs microseconds, more than a hundred rows.
    private static func isIdentity(_ keyPath: KeyPath<Data.Element, ID>) -> Bool {
        Data.Element.self == ID.self && MemoryLayout<Data.Element>.offset(of: keyPath) == 0
    }

    /// Creates views from a constant range of integers, identified by the integers.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content)
    where Data == Range<Int>, ID == Int {
        self.data = data
        self.content = content
        let resolve = { (offsets: Range<Int>, inputs: _ViewInputs, list: inout _ViewList) in
            Self.resolve(data, offsets: offsets, id: nil, content: content, inputs: inputs, list: &list)
        }
        self.makeViewList = { inputs, list in resolve(0..<data.count, inputs, &list) }
        self.indexed = IndexedElements(
            count: data.count, resolve: resolve, id: { .integer(data.lowerBound + $0) },
            makesAlike: { offset, earlier in
                guard let earlier = earlier.parts as? Parts, offset < earlier.data.count else { return false }
                let new = data.lowerBound + offset, old = earlier.data.lowerBound + offset
                return new == old && ViewEquivalence.equal(content(new), earlier.content(old))
            },
            parts: Parts(data: data, id: nil, content: content))
    }

    /// The identity component of `element`: its value at `id`, or itself when `id` is `nil`.
    private static func component(of element: Data.Element, id: KeyPath<Data.Element, ID>?) -> ViewIdentity.Component {
        .explicitID(id.map { element[keyPath: $0] } ?? unsafeBitCast(element, to: ID.self))
    }

    /// Resolves the content of the elements at `offsets` with each element's explicit id
    /// appended: the value at `id`, or the element itself when `id` is `nil`.
    /// - Complexity: O(*n*) in the number of offsets, plus what their content costs.
    static func resolve(
        _ data: Data, offsets: Range<Int>, id: KeyPath<Data.Element, ID>?, content: (Data.Element) -> Content,
        inputs: _ViewInputs, list: inout _ViewList
    ) {
        if Data.self == Range<Int>.self {
            // Integer ranges are iterated as integers: generic `Range` iteration goes through
            // the runtime's generic paths, which cost more than the rest of a `Text` element.
            let range = unsafeBitCast(data, to: Range<Int>.self)
            if let id {
                resolve(offsets, element: { unsafeBitCast(range.lowerBound + $0, to: Data.Element.self) },
                        id: { .explicitID($0[keyPath: id]) }, content: content, inputs: inputs, list: &list)
            } else {
                resolve(offsets, element: { unsafeBitCast(range.lowerBound + $0, to: Data.Element.self) },
                        id: { .integer(unsafeBitCast($0, to: Int.self)) }, content: content, inputs: inputs, list: &list)
            }
        } else {
            var index = data.index(data.startIndex, offsetBy: offsets.lowerBound)
            resolve(offsets, element: { _ in
                defer { data.formIndex(after: &index) }
                return data[index]
            }, id: { component(of: $0, id: id) }, content: content, inputs: inputs, list: &list)
        }
    }

    /// Resolves the content of the elements at `offsets`, `element(offset)` in order, each
    /// with its explicit id appended, until the render is cancelled (``RenderCancellation``).
    /// (Inlined into each caller, so that the closures are too: calling them costs as much as
    /// the rest of a `Text` element.)
    @inline(__always)
    private static func resolve(
        _ offsets: Range<Int>, element: (Int) -> Data.Element, id: (Data.Element) -> ViewIdentity.Component,
        content: (Data.Element) -> Content, inputs: _ViewInputs, list: inout _ViewList
    ) {
        var elementInputs = inputs
        elementInputs.identity = inputs.identity.prefix.appending(.root)  // each element replaces `.root`
        list.reserveCapacity(list.count + offsets.count)
        var isFirst = true
        let cancellation = inputs.environment.renderCancellation
        func resolveElements(_ offsets: Range<Int>) {
            for offset in offsets {
                if cancellation.stops(at: offset) { return }  // the render's output is not wanted
                let element = element(offset)
                elementInputs.identity.replaceLast(with: id(element))
                let before = list.count
                Content._makeViewList(view: content(element), inputs: elementInputs, list: &list)
                if isFirst {
                    // Expect every element to produce as many nodes as the first: reserving once
                    // avoids the list's repeated doubling (and its transient copies) for large data.
                    isFirst = false
                    let produced = list.count - before
                    if produced > 1 { list.reserveCapacity(list.count + produced * (offsets.count - 1)) }
                }
            }
        }
        if let chunks = TrackingChunks(count: offsets.count, environment: inputs.environment) {
            chunks.resolve(offsets, resolveElements)
        } else {
            resolveElements(offsets)
        }
    }
}
