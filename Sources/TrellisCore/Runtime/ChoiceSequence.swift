/// Options a key steps through, in order, read one at a time: a list that makes only the rows
/// it shows moves its selection by a row without reading the selection value of every row.
struct ChoiceSequence<Value: Equatable> {
    let count: Int
    /// The option at an offset; `nil` where there is none (a list row without a selection
    /// value), which the keys pass over.
    let value: (Int) -> Value?
    /// The offsets a value is looked for in first: a list's rows made, which hold its
    /// selection while the keys move it.
    let near: Range<Int>

    init(count: Int, near: Range<Int>, value: @escaping (Int) -> Value?) {
        self.count = count
        self.near = near
        self.value = value
    }

    /// The options `values`, looked for from the first.
    init(_ values: [Value]) {
        self.init(count: values.count, near: 0..<0) { values[$0] }
    }

    /// The option after `current` (before it, for a negative `direction`), passing over
    /// offsets without one; `current` itself at either end. The first option when there is
    /// no `current` or it is none of the options.
    /// - Complexity: O(*d*) options read, *d* the distance of `current` from ``near``; all of
    ///   them when it is none.
    func option(after current: Value?, direction: Int) -> Value? {
        guard let current, let offset = (0..<count).nearestIndex(to: near, where: { value($0) == current }) else {
            return option(from: -1, direction: 1)
        }
        return option(from: offset, direction: direction) ?? current
    }

    /// The first option past `offset` in `direction`, if any.
    private func option(from offset: Int, direction: Int) -> Value? {
        var offset = offset + direction
        while offset >= 0, offset < count {
            if let option = value(offset) { return option }
            offset += direction
        }
        return nil
    }
}
