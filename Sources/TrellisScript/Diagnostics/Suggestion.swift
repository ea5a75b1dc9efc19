/// "Did you mean" suggestions: the closest known name by edit distance.
enum Suggestion {
    /// The candidate closest to `name`, if it is close enough to be a plausible misspelling:
    /// at most a third of the name's length in edits (at least 1), compared case-insensitively
    /// (a case-only difference counts as one edit).
    /// - Complexity: O(*c* × *n* × *m*) for *c* candidates of length *m*.
    static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        let limit = max(1, name.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            var distance = editDistance(Array(name.lowercased()), Array(candidate.lowercased()))
            if distance == 0 { distance = 1 }
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// The edit distance between two strings of characters: insertions, deletions,
    /// substitutions and transpositions of neighbours (`widht` → `width` is one edit).
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
