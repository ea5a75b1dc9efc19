import Foundation

/// A column of a ``LazyVGrid`` (or a row of a ``LazyHGrid``): its size rule, spacing and
/// alignment, in points (columns, or lines, by the environment's ``LengthScale``).
public struct GridItem: Hashable, Sendable {
    /// How a grid item is sized.
    public enum Size: Hashable, Sendable {
        /// Exactly this many points.
        case fixed(CGFloat)
        /// A share of the space left by fixed items, between a minimum and a maximum.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items of at least `minimum` points as fit, sharing the space equally.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    /// The space after this item (before the next), in points; `nil` for the default (1 column
    /// in a vertical grid, 0 lines in a horizontal one).
    public var spacing: CGFloat?
    public var alignment: Alignment?

    /// Creates a grid item.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// This item with its lengths in whole cells along `axis` (the axis its tracks run
    /// across) at `scale`, as ``GridTracks`` reads them.
    func cells(along axis: Axis, at scale: LengthScale) -> GridItem {
        func cells(_ length: CGFloat) -> CGFloat { CGFloat(scale.cells(length, along: axis)) }
        func bound(_ length: CGFloat) -> CGFloat { length == .infinity ? length : cells(length) }
        let size: Size = switch self.size {
        case .fixed(let length): .fixed(cells(length))
        case .flexible(let minimum, let maximum): .flexible(minimum: cells(minimum), maximum: bound(maximum))
        case .adaptive(let minimum, let maximum): .adaptive(minimum: cells(minimum), maximum: bound(maximum))
        }
        return GridItem(size, spacing: spacing.map(cells), alignment: alignment)
    }
}

/// The tracks (columns of a vertical grid, rows of a horizontal one) that grid items resolve to
/// at a given length.
struct GridTracks {
    var sizes: [Int]
    var alignments: [Alignment?]
    /// Where each track starts: the tracks and spacing before it.
    private(set) var starts: [Int] = []
    /// The tracks and the spacing between them.
    var used: Int { (starts.last ?? 0) + (sizes.last ?? 0) }

    /// The most tracks one adaptive item makes: more columns than any terminal shows (16,384),
    /// and few enough that a grid proposed an enormous length (in a scroll view, inside a huge
    /// frame) is still quick to lay out, however often it is measured.
    static let maxAdaptiveTracks = 1 << 14

    /// Resolves `items`, their lengths in cells, for `length` cells, as SwiftUI does: fixed items take their size;
    /// adaptive items expand into as many tracks of their minimum as fit (at most
    /// ``maxAdaptiveTracks``); flexible and adaptive tracks share what is left equally (exact
    /// integer shares), within their bounds.
    /// - Complexity: O(*n* × *m*) for *n* tracks of *m* items.
    init(items: [GridItem], length: Int, defaultSpacing: Int) {
        var sizes: [Int?] = []
        // The tracks left to size, in runs of one item's tracks (which share their bounds), in
        // track order; each run's open tracks are the end of it.
        var runs: [(bounds: (Int, Int), tracks: Range<Int>)] = []
        var spacings: [Int] = []
        var alignments: [Alignment?] = []
        let fixedTotal = items.reduce(0) { total, item in
            if case .fixed(let size) = item.size { return total + Cells.count(Double(size)) }
            return total
        }
        let spacingTotal = items.dropLast().reduce(0) { $0 + ($1.spacing.map { Cells.count(Double($0)) } ?? defaultSpacing) }
        for item in items {
            let spacing = item.spacing.map { Cells.count(Double($0)) } ?? defaultSpacing
            switch item.size {
            case .fixed(let size):
                sizes.append(Cells.count(Double(size)))
                spacings.append(spacing)
                alignments.append(item.alignment)
            case .flexible(let minimum, let maximum):
                runs.append(((Cells.count(Double(minimum)), Cells.bound(Double(maximum))), sizes.count..<sizes.count + 1))
                sizes.append(nil)
                spacings.append(spacing)
                alignments.append(item.alignment)
            case .adaptive(let minimum, let maximum):
                let minimumCells = max(1, Cells.count(Double(minimum)))
                let available = min(max(0, length - fixedTotal - spacingTotal), Cells.maxLength)
                let count = min(max(1, (available + spacing) / (minimumCells + spacing)), Self.maxAdaptiveTracks)
                runs.append(((minimumCells, Cells.bound(Double(maximum))), sizes.count..<sizes.count + count))
                for _ in 0..<count {
                    sizes.append(nil)
                    spacings.append(spacing)
                    alignments.append(item.alignment)
                }
            }
        }
        if !spacings.isEmpty { spacings[spacings.count - 1] = 0 }
        var remaining = max(0, length - spacings.reduce(0, +) - sizes.reduce(0) { $0 + ($1 ?? 0) })
        var open = sizes.count(where: { $0 == nil })
        // Tracks whose bounds bind take their bound, the first such track first; the others
        // share the rest equally. The first such track is the first open one of the first run
        // whose bounds bind: a step costs a pass over the runs, not over the tracks (an
        // adaptive item can make thousands).
        while open > 0 {
            let share = remaining / open
            guard let run = runs.firstIndex(where: { !$0.tracks.isEmpty && (share < $0.bounds.0 || share > $0.bounds.1) })
            else { break }
            let (index, bounds) = (runs[run].tracks.lowerBound, runs[run].bounds)
            let size = min(max(share, bounds.0), bounds.1)
            sizes[index] = size
            remaining = max(0, remaining - size)
            runs[run].tracks = (index + 1)..<runs[run].tracks.upperBound
            open -= 1
        }
        var position = 0
        for index in runs.lazy.flatMap(\.tracks) {
            let share = remaining / (open - position)
            sizes[index] = share
            remaining -= share
            position += 1
        }
        self.sizes = sizes.map { $0 ?? 0 }
        self.alignments = alignments
        var start = 0
        starts = self.sizes.indices.map { index in
            defer { start += self.sizes[index] + spacings[index] }
            return start
        }
    }
}
