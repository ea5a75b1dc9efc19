/// What a render draws into: its output, and the limit the output is held to.
///
/// The one value a render hands from stage to stage: the renderer makes it, a root flow's
/// streamer takes it to a second thread and gives it back (``FlowWorker``), and the bands are
/// emitted into it. It holds no closures, so handing it over is a move the compiler checks.
struct RenderTarget<Output: RenderOutput> {
    var output: Output
    let limit: RenderLimit
}

/// The most cells a render may output, ``ViewRenderer/render(_:maxCells:)``'s limit, and
/// its caller's word to stop early (``ViewRenderer/cancellation``).
struct RenderLimit: Sendable {
    /// The output's width, in cells.
    let width: Int
    /// The most cells (lines × width) the output may have; `Int.max` for no limit.
    let maxCells: Int
    /// Asked before each band is drawn: once cancelled, no more bands are.
    var cancellation: (any RenderCancellation)? = nil

    /// The most lines the output may have: `Int.max` for no limit.
    var maxLines: Int { maxCells == .max ? .max : maxCells / max(1, width) }

    /// The failure for output of `size`, or `nil` when it is within the limit.
    func check(_ size: CellSize) -> RenderSizeLimitExceeded? {
        guard maxCells != .max else { return nil }
        let (cells, overflow) = size.height.multipliedReportingOverflow(by: max(1, width))
        return overflow || cells > maxCells
            ? RenderSizeLimitExceeded(lines: size.height, width: width, maxCells: maxCells) : nil
    }
}

/// Why a render stopped: its output would pass the limit, or could not be written.
enum RenderFailure<OutputFailure: Error>: Error {
    case tooLarge(RenderSizeLimitExceeded)
    case output(OutputFailure)
}
