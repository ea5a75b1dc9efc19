import Foundation

nonisolated extension View {
    /// Gives this view a fixed width and/or height in points (cells by the environment's
    /// ``LengthScale``), positioning it inside by `alignment`. A `nil` dimension is left to
    /// the view.
    ///
    /// ```swift
    /// Text("OK").frame(width: 48, alignment: .trailing)
    /// ```
    ///
    ///     "    OK"
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(FixedFrameModifier(width: width, height: height, alignment: alignment))
    }

    /// Gives this view flexible bounds, in points: it takes the proposed size clamped to the
    /// minimum and maximum given (`.infinity` to fill), or its ideal size when none is proposed.
    ///
    /// ```swift
    /// Text("Title").frame(maxWidth: .infinity, alignment: .leading)
    /// ```
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        modifier(FlexibleFrameModifier(
            width: FlexibleFrameModifier.Lengths(min: minWidth, ideal: idealWidth, max: maxWidth),
            height: FlexibleFrameModifier.Lengths(min: minHeight, ideal: idealHeight, max: maxHeight),
            alignment: alignment))
    }
}

struct FixedFrameModifier: RenderingModifier {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    func makeNode(inputs: _ViewInputs, content: (_ViewInputs) -> _LayoutNode) -> _LayoutNode {
        let scale = inputs.environment.lengthScale
        let width = self.width.map { scale.cells($0, along: .horizontal) }
        let height = self.height.map { scale.cells($0, along: .vertical) }
        return FrameNode(
            child: content(inputs), alignment: alignment,
            childProposal: { CellProposal(width: width ?? $0.width, height: height ?? $0.height) },
            size: { _, child in CellSize(width: width ?? child.width, height: height ?? child.height) })
    }
}

struct FlexibleFrameModifier: RenderingModifier {
    /// The bounds of one dimension as written, in points.
    struct Lengths {
        let min: CGFloat?
        let ideal: CGFloat?
        let max: CGFloat?

        /// The bounds in cells along `axis` at `scale`.
        func bounds(along axis: Axis, at scale: LengthScale) -> Bounds {
            Bounds(min: min.map { scale.cells($0, along: axis) }, ideal: ideal.map { scale.cells($0, along: axis) },
                   max: max.map { scale.bound($0, along: axis) })
        }
    }

    /// The bounds of one dimension, in cells.
    struct Bounds {
        let min: Int?
        let ideal: Int?
        let max: Int?

        /// The proposal to the child: the frame's proposal (or ideal) clamped to the bounds.
        func childProposal(_ proposed: Int?) -> Int? {
            guard var value = proposed ?? ideal else { return nil }
            if let max, value > max { value = max }
            if let min, value < min { value = min }
            return value
        }

        /// The frame's extent: its ideal when nothing is proposed; with a maximum, as much of
        /// the proposal as allowed; otherwise the child's extent, no less than the minimum.
        func extent(proposed: Int?, child: Int) -> Int {
            if proposed == nil, let ideal { return Swift.max(min ?? 0, Swift.min(ideal, max ?? ideal)) }
            guard min != nil || max != nil else { return child }
            var value: Int
            if let proposed = proposed ?? ideal, max != nil {
                value = Swift.min(proposed, max!)
                if proposed == CellProposal.infinity && max! == CellProposal.infinity { value = child }
            } else {
                value = child
            }
            if let max, value > max { value = max }
            if let min, value < min { value = min }
            return value
        }
    }

    let width: Lengths
    let height: Lengths
    let alignment: Alignment

    func makeNode(inputs: _ViewInputs, content: (_ViewInputs) -> _LayoutNode) -> _LayoutNode {
        let scale = inputs.environment.lengthScale
        let width = self.width.bounds(along: .horizontal, at: scale)
        let height = self.height.bounds(along: .vertical, at: scale)
        return FrameNode(
            child: content(inputs), alignment: alignment,
            childProposal: { CellProposal(width: width.childProposal($0.width), height: height.childProposal($0.height)) },
            size: { proposal, child in
                CellSize(width: width.extent(proposed: proposal.width, child: child.width),
                         height: height.extent(proposed: proposal.height, child: child.height))
            })
    }
}

/// A child placed inside a frame: one rule turns the frame's proposal into the child's, another
/// decides the frame's size from its proposal and the child's size.
class FrameNode: CachingNode {
    override class var laysOutOffThread: Bool { true }

    let child: _LayoutNode
    let alignment: Alignment
    let childProposal: (CellProposal) -> CellProposal
    let size: (CellProposal, CellSize) -> CellSize

    init(child: _LayoutNode, alignment: Alignment, childProposal: @escaping (CellProposal) -> CellProposal,
         size: @escaping (CellProposal, CellSize) -> CellSize) {
        self.child = child
        self.alignment = alignment
        self.childProposal = childProposal
        self.size = size
        super.init()
        noteChildren([child])
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        size(proposal, child.sizeThatFits(childProposal(proposal)))
    }

    override func overflow(in size: CellSize) -> LineOverflow? {
        let childSize = child.sizeThatFits(childProposal(CellProposal(size)))
        let childRect = alignment.rect(of: childSize, in: CellRect(origin: CellPoint(x: 0, y: 0), size: size))
        return child.overflow(in: childSize)?.placed(at: childRect, in: size)
    }

    override func draw(in rect: CellRect, canvas: inout Canvas) {
        let childSize = child.sizeThatFits(childProposal(CellProposal(rect.size)))
        child.draw(in: alignment.rect(of: childSize, in: rect), canvas: &canvas)
    }
}
