import Trellis
import TrellisABI

/// The answers of a host's plugin container calls, kept across renders so that a container
/// made again (every frame of a live app makes the containers above a change again) calls the
/// plugin only when something its answer depends on changed.
///
/// A container's answer depends on its request (arguments, environment values, the subviews'
/// ids and container values, the sections: ``PluginRequestFingerprint``), on the proposal,
/// and on what the plugin asked of its subviews during the call: their sizes and drawings
/// (``PluginSubviewQuery``). A call is answered from the memo when its request and proposal
/// are those of a kept call and every subview, asked again what the plugin asked then, answers
/// the same; a subview that changed (a card toggled) makes the plugin be called again, once.
///
/// Only calls that succeeded are kept, and only for plugins without wasm capabilities (a
/// plugin that reads the clock or random numbers may answer differently to the same request).
/// The ABI asks a container's answer to be a function of what it is given, as SwiftUI asks of
/// a `Layout`.
final class PluginCallMemo {
    /// What a kept call was.
    struct Key: Hashable {
        let plugin: String
        let member: String
        let isLayout: Bool
        let proposal: CellProposal
        let request: PluginRequestFingerprint
    }

    /// A kept call: what it asked of the subviews, and what it answered.
    struct Entry {
        let queries: [PluginSubviewQuery]
        let size: CellSize
        let block: CellBlock?
    }

    /// How many calls are kept: the containers of a screen, each at a few proposals.
    static let capacity = 256

    private var entries: [Key: Entry] = [:]
    /// The keys in the order they were kept, oldest first, for eviction.
    private var order: [Key] = []

    /// The kept answer for `key`, when each of its subview queries, asked again of
    /// `children`, answers as it did.
    func answer(for key: Key, children: EmbeddedChildren) -> Entry? {
        guard let entry = entries[key] else { return nil }
        guard entry.queries.allSatisfy({ $0.answersTheSame(in: children) }) else { return nil }
        return entry
    }

    /// Keeps `entry` as the answer for `key`, evicting the oldest kept call when full.
    func keep(_ entry: Entry, for key: Key) {
        if entries.updateValue(entry, forKey: key) == nil {
            order.append(key)
            if order.count > Self.capacity {
                entries[order.removeFirst()] = nil
            }
        }
    }
}

/// A question a plugin asked of a subview during a container call, with the answer it got.
enum PluginSubviewQuery {
    /// `measure`: the subview's size for a proposal.
    case measure(index: Int, proposal: CellProposal, style: TextStyle?, size: CellSize)
    /// `draw_subview` or `render_subview`: the subview drawn at a size.
    case render(index: Int, size: CellSize, style: TextStyle?, block: CellBlock)

    /// Whether `children` answers the question as it was answered.
    func answersTheSame(in children: EmbeddedChildren) -> Bool {
        switch self {
        case .measure(let index, let proposal, let style, let size):
            index < children.count && children.sizeThatFits(index, proposal, textStyle: style) == size
        case .render(let index, let size, let style, let block):
            index < children.count && children.render(index, size: size, textStyle: style).hasSameCells(as: block)
        }
    }
}

/// Everything of a container's request its answer may depend on besides the proposal and its
/// subviews' sizes and drawings: made with the request (``ContentEncoding``), compared in full.
struct PluginRequestFingerprint: Hashable {
    fileprivate(set) var parts: [Part] = []

    enum Part: Hashable {
        case text(String)
        case value(PluginValue)
        case count(Int)
    }

    mutating func append(_ text: String) { parts.append(.text(text)) }
    mutating func append(_ value: PluginValue) { parts.append(.value(value)) }
    mutating func append(count: Int) { parts.append(.count(count)) }
}

extension CellBlock {
    /// Whether `other` has the same size and, cell for cell, the same glyph, cluster and style
    /// (style tables may number their styles differently).
    func hasSameCells(as other: CellBlock) -> Bool {
        guard size == other.size else { return false }
        let (styles, otherStyles) = (styleTable, other.styleTable)
        let (clusters, otherClusters) = (self.clusters, other.clusters)
        return withCells { glyphs, cellStyles in
            other.withCells { otherGlyphs, otherCellStyles in
                guard glyphs.count == otherGlyphs.count else { return false }
                for index in glyphs.indices {
                    let (glyph, otherGlyph) = (glyphs[index], otherGlyphs[index])
                    if glyph & CellBlock.clusterFlag != 0 {
                        guard otherGlyph & CellBlock.clusterFlag != 0,
                              clusters[Int(glyph & ~CellBlock.clusterFlag)] == otherClusters[Int(otherGlyph & ~CellBlock.clusterFlag)]
                        else { return false }
                    } else if glyph != otherGlyph {
                        return false
                    }
                    if styles[Int(cellStyles[index])] != otherStyles[Int(otherCellStyles[index])] { return false }
                }
                return true
            }
        }
    }
}
