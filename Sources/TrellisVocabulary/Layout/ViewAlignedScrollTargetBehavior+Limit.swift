extension ViewAlignedScrollTargetBehavior {
    /// Aligns scrolling to views, limiting how many a scroll may pass: Trellis does not
    /// scroll, so the limit has no effect on text.
    public init(limitBehavior: LimitBehavior = .automatic) {
        self.init()
    }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Aligns scrolling to views, with a limit: no effect on text (Trellis does not scroll).
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> Self {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}
