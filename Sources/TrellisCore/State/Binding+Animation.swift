extension Binding {
    /// This binding, its changes animated with `animation`: a render draws no animation, so it
    /// is this binding unchanged (no effect on text).
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        self
    }

    /// This binding, its changes made in `transaction`: a render draws no transaction, so it
    /// is this binding unchanged (no effect on text).
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        self
    }
}
