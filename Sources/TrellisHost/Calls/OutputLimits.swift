import CTrellis
import Trellis
import TrellisABI

/// The limits on what a plugin may answer.
enum OutputLimits {
    /// Why `size` is not an acceptable answer for `proposal`, or `nil` when it is.
    static func problem(with size: trellis_size, for proposal: CellProposal) -> String? {
        guard size.width >= 0, size.height >= 0 else { return "negative size \(size.width)×\(size.height)" }
        guard Int(size.width) <= CellsBridge.maxWidth, Int(size.height) <= CellsBridge.maxHeight,
              Int(size.width) * Int(size.height) <= CellsBridge.maxCells else {
            return "size \(size.width)×\(size.height) exceeds the limits (\(CellsBridge.maxWidth) columns, \(CellsBridge.maxHeight) lines)"
        }
        if let width = proposal.width, Int(size.width) > width {
            return "answered \(size.width) columns for a proposal of \(width)"
        }
        if let height = proposal.height, Int(size.height) > height {
            return "answered \(size.height) lines for a proposal of \(height)"
        }
        return nil
    }
}
