extension Text {
    /// Would let this text pick the variant of its content that fits its frame (a shorter
    /// date, say): Trellis draws the text as written, so no effect on text.
    public func textVariant<V: TextVariantPreference>(_ preference: V) -> some View { self }
}
