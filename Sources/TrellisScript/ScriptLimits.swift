/// The limits that keep a document from exhausting the stack, memory or the terminal: a
/// document over a limit is an error naming the limit and, where there is one, the place in
/// the document, never a crash.
///
/// ```swift
/// var limits = ScriptLimits.standard
/// limits.forEachCount = 1_000_000
/// let document = try ScriptDocument(contentsOf: "report.swift", loader: NoModuleLoader(), limits: limits)
/// ```
public struct ScriptLimits: Hashable, Sendable {
    /// The deepest nesting of brackets, braces, parentheses and angle brackets. Deeper
    /// documents are refused where the limit is crossed, before they are checked; chains of
    /// calls, members and operators count too, at about ``syntaxLevelsPerNesting`` levels
    /// of syntax each.
    public var nesting: Int
    /// The most elements a `ForEach` or `List` iterates and a range may hold.
    public var forEachCount: Int
    /// The largest output, in terminal cells: lines × width.
    public var outputCells: Int
    /// The largest document, in bytes of UTF-8.
    public var documentBytes: Int
    /// The most memory, in bytes, the data a document reads may take once read: all its
    /// `load(…)`s, `--data` files and `stdin()` together (a file loaded twice is read once).
    /// Read data takes more than its file (a number of JSON's `[1,1,…]`, two bytes in the file,
    /// takes a value's 24 in memory), and it is the memory that is counted, as it is built; a
    /// file's bytes must also fit in what is left, while they are read.
    public var dataBytes: Int
    /// The most steps of work a document does in one run, counted across all nesting: each
    /// built-in view, modifier and function applied, each call of a document method, computed
    /// property, `extension View` body or closure, each struct view's body, each element a
    /// `ForEach`, collection operation or `for` loop processes. What bounds a `ForEach` inside a
    /// `ForEach`, whose elements are each within ``forEachCount`` while the whole is their
    /// product, and a method that calls itself.
    public var views: Int
    /// The longest string a document may make, in bytes of UTF-8.
    public var stringBytes: Int
    /// The most bytes of strings and collections a document may make in one run, counted as
    /// they are made (an append counts what it adds): what bounds the memory a run takes.
    public var memoryBytes: Int
    /// The longest a run of the document may take, in seconds of wall-clock time, whatever its
    /// steps cost: its evaluation (layout and drawing are bounded by the text they lay out).
    public var seconds: Double

    /// The defaults: 100 levels of nesting, 100,000 `ForEach` elements, 50,000,000 cells of
    /// output (500,000 lines of 100 columns), a 128 KiB document, 64 MiB of data, 1,000,000
    /// steps, strings of 16 MiB, 256 MiB of strings and collections and 2 seconds a run.
    public static let standard = ScriptLimits(
        nesting: 100, forEachCount: 100_000, outputCells: 50_000_000, documentBytes: 128 << 10, dataBytes: 64 << 20,
        views: 1_000_000, stringBytes: 16 << 20, memoryBytes: 256 << 20, seconds: 2)

    /// Levels of syntax tree that one level of nesting allows (a call, its argument list, a
    /// closure, its statements ...): what bounds chains like `a.b().c().d()…`, which nest in
    /// the syntax tree without brackets.
    public static let syntaxLevelsPerNesting = 8

    public init(
        nesting: Int, forEachCount: Int, outputCells: Int, documentBytes: Int, dataBytes: Int, views: Int = 1_000_000,
        stringBytes: Int = 16 << 20, memoryBytes: Int = 256 << 20, seconds: Double = 2
    ) {
        self.nesting = nesting
        self.forEachCount = forEachCount
        self.outputCells = outputCells
        self.documentBytes = documentBytes
        self.dataBytes = dataBytes
        self.views = views
        self.stringBytes = stringBytes
        self.memoryBytes = memoryBytes
        self.seconds = seconds
    }
}
