import CTrellis
import Trellis

extension CellProposal {
    /// The proposal a C proposal stands for, or `nil` when a dimension is out of range.
    package init?(_ proposal: trellis_proposal) {
        func dimension(_ value: Int32) -> Int?? {
            if value == TRELLIS_UNSPECIFIED { return .some(nil) }
            if value == Int32.max { return .some(CellProposal.infinity) }
            return value >= 0 ? .some(Int(value)) : nil
        }
        guard let width = dimension(proposal.width), let height = dimension(proposal.height) else { return nil }
        self.init(width: width, height: height)
    }
}

extension trellis_proposal {
    /// `proposal` in the ABI's encoding.
    package init(_ proposal: CellProposal) {
        func dimension(_ value: Int?) -> Int32 {
            guard let value else { return Int32(TRELLIS_UNSPECIFIED) }
            return value >= Int(Int32.max) ? Int32.max : Int32(value)
        }
        self.init(width: dimension(proposal.width), height: dimension(proposal.height))
    }
}
