/// The memory data takes once read, counted by the readers as they build it, so that the data
/// budget bounds memory rather than file size: a number of two bytes in `[1,1,…]` becomes a
/// value of `MemoryLayout<Value>.stride` bytes in an array, a record of short keys a list of
/// values, so a file's bytes say little about what reading it takes.
///
/// Charges are made before the storage they count is allocated, where a reader can: an array
/// grows by doubling, charged at each step. What a reader needs only while it reads (the file's
/// bytes, one object's keys) is not charged here; the loader bounds the file's bytes itself.
final class DataMemory {
    /// The most bytes the readers may use.
    let limit: Int
    /// The bytes charged so far.
    private(set) var used = 0
    /// Whether a charge went past `limit`: the reader stopped for the budget, not for its text.
    private(set) var isExceeded = false

    /// What a reader says when the budget stops it.
    static let exceeded = "the data takes more memory than the limit for data"

    /// A block's header (an array's or a string's storage) with what the allocator adds.
    static let allocation = 32
    /// Strings of up to this many bytes of UTF-8 are stored inside their value.
    static let inlineStringBytes = 15

    init(limit: Int) {
        self.limit = limit
    }

    /// What a reader holds for one key or column while it reads: the name, its place in the
    /// lists that sort and type them, and its value before it lands in a record.
    static let field = 96

    /// Counts `bytes`; false (and ``isExceeded`` set) when that takes the total past `limit`.
    func charge(_ bytes: Int) -> Bool {
        used += bytes
        if used > limit { isExceeded = true }
        return !isExceeded
    }

    /// Whether `bytes` more would fit, charging nothing; ``isExceeded`` is set when they would
    /// not. What lets a reader stop early, from a bound on what it is going to charge.
    func admits(_ bytes: Int) -> Bool {
        if bytes > limit - used { isExceeded = true }
        return !isExceeded
    }

    /// Gives back `bytes` charged for what a reader held only while it read.
    func release(_ bytes: Int) {
        used -= bytes
    }

    /// The memory of an array's storage of `capacity` values (none when it is empty).
    static func values(_ capacity: Int) -> Int {
        capacity == 0 ? 0 : allocation + capacity * MemoryLayout<Value>.stride
    }

    /// The memory a string of `utf8Count` bytes takes besides its value.
    static func string(_ utf8Count: Int) -> Int {
        utf8Count <= inlineStringBytes ? 0 : allocation + utf8Count
    }

    /// The memory of a record layout of `names`, with the table that finds them and the place
    /// typing gives each name (see `DataTypes`), at most one a name.
    static func layout(_ names: [String]) -> Int {
        4 * allocation + names.reduce(0) { $0 + 2 * MemoryLayout<String>.stride + typingPlace + string($1.utf8.count) }
    }

    /// What `DataTypes` keeps for one field name while it types the data.
    static let typingPlace = 192
}
