extension Range<Int> {
    /// The index that `matches` nearest to `near`: looked for in `near` first, in order, then
    /// alternately after and before it, one index further each time. With `near` empty at
    /// the start, the first that matches.
    /// - Complexity: O(*d*) calls of `matches`, *d* the distance of the index found from
    ///   `near`; O(*n*) when none matches.
    func nearestIndex(to near: Range<Int>, where matches: (Int) -> Bool) -> Int? {
        let near = near.clamped(to: self)
        if let found = near.first(where: matches) { return found }
        var after = near.upperBound, before = near.lowerBound - 1
        while after < upperBound || before >= lowerBound {
            if after < upperBound {
                if matches(after) { return after }
                after += 1
            }
            if before >= lowerBound {
                if matches(before) { return before }
                before -= 1
            }
        }
        return nil
    }
}
