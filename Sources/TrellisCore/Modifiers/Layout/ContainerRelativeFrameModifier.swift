import Foundation

nonisolated extension View {
    /// Sizes this view along `axes` to the size of its nearest container: the closest
    /// enclosing `ScrollView`, or the output itself (its width; its height is unbounded, so
    /// the view's own height is kept).
    ///
    /// ```swift
    /// ScrollView(.horizontal) {
    ///     LazyHStack { ForEach(subviews: content) { $0.containerRelativeFrame(.horizontal) } }
    /// }
    /// ```
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }

    /// Sizes this view along `axes` to `span` of `count` equal parts of its nearest container,
    /// `spacing` points apart.
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        // Counts below 1 are 1, as SwiftUI requires them to be; above a length's reach, clamped.
        let count = CGFloat(min(max(count, 1), Cells.maxLength)), span = CGFloat(min(max(span, 1), Cells.maxLength))
        return containerRelativeFrame(axes, alignment: alignment) { length, _ in
            let part = (length - spacing * (count - 1)) / count
            return part * span + spacing * (span - 1)
        }
    }

    /// Sizes this view along `axes` to `length(containerLength, axis)`, both in points (the
    /// container's cells at the environment's ``LengthScale``).
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
    }
}

struct ContainerRelativeFrameModifier: RenderingModifier {
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat

    func makeNode(inputs: _ViewInputs, content: (_ViewInputs) -> _LayoutNode) -> _LayoutNode {
        let container = inputs.environment.containerSize
        let scale = inputs.environment.lengthScale
        let axes = axes
        let length = length
        func extent(_ axis: Axis, proposed: Int?) -> Int? {
            let set: Axis.Set = axis == .horizontal ? .horizontal : .vertical
            guard axes.contains(set), let available = container.size?[axis], available != CellProposal.infinity else {
                return proposed
            }
            return scale.cells(length(scale.points(available, along: axis), axis), along: axis)
        }
        return ContainerRelativeFrameNode(
            child: content(inputs), alignment: alignment,
            childProposal: { CellProposal(width: extent(.horizontal, proposed: $0.width), height: extent(.vertical, proposed: $0.height)) },
            size: { proposal, child in
                CellSize(width: extent(.horizontal, proposed: nil) ?? child.width,
                         height: extent(.vertical, proposed: nil) ?? child.height)
            })
    }
}

/// The size of the nearest container for ``View/containerRelativeFrame(_:alignment:)``, known
/// only during layout: scroll views and the renderer fill it in as they are laid out.
final class ContainerSize {
    var size: CellProposal?
}

private enum ContainerSizeKey: EnvironmentKey {
    static var defaultValue: ContainerSize { ContainerSize() }
}

extension EnvironmentValues {
    var containerSize: ContainerSize {
        get { self[ContainerSizeKey.self] }
        set { self[ContainerSizeKey.self] = newValue }
    }
}

/// A frame sized by a `containerRelativeFrame` length closure: it runs the user's code while it
/// is measured, so it stays on the calling thread (``_LayoutNode/laysOutOffThread``).
final class ContainerRelativeFrameNode: FrameNode {
    override class var laysOutOffThread: Bool { false }
}
