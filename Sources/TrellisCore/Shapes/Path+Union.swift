/// The union of two paths: both outlines in one path, so that filling it fills every cell
/// either path covers (`Path(rect).union(Path(ellipseIn: other))`).
extension Path {
    /// This path and `other` as one path; `eoFill` is accepted (a cell inside either is filled).
    public func union(_ other: Path, eoFill: Bool = false) -> Path {
        var combined = self
        combined.addPath(other)
        return combined
    }
}
