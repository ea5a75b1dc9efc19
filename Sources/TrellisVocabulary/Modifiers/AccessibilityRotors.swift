/// SwiftUI's accessibility rotors: lists of places a screen reader's rotor moves between. A
/// rotor has no effect on text (nothing of it is drawn), so the entries a rotor's closure
/// builds are type-checked as in SwiftUI and then set aside.
nonisolated extension View {
    /// A rotor labelled `label` over the entries built by `entries`: no effect on text.
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View {
        self
    }

    /// A rotor labelled `labelKey` over the entries built by `entries`: no effect on text.
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ labelKey: LocalizedStringKey, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View {
        self
    }

    /// A rotor labelled `label` over the entries built by `entries`: no effect on text.
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, Content: AccessibilityRotorContent>(
        _ label: L, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View {
        self
    }

    /// A system rotor over the entries built by `entries`: no effect on text.
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ systemRotor: AccessibilitySystemRotor, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View {
        self
    }
}

/// Builds a rotor's entries from the ``AccessibilityRotorEntry`` values written in its
/// closure; they have no effect on text.
@resultBuilder
public struct AccessibilityRotorContentBuilder {
    public static func buildExpression<Content: AccessibilityRotorContent>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock<Content: AccessibilityRotorContent>(_ content: Content) -> some AccessibilityRotorContent {
        content
    }

    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent>(_ c0: C0, _ c1: C1) -> some AccessibilityRotorContent {
        AccessibilityRotorEntries()
    }

    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent>(_ c0: C0, _ c1: C1, _ c2: C2) -> some AccessibilityRotorContent {
        AccessibilityRotorEntries()
    }

    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent, C3: AccessibilityRotorContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> some AccessibilityRotorContent {
        AccessibilityRotorEntries()
    }

    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent, C3: AccessibilityRotorContent, C4: AccessibilityRotorContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> some AccessibilityRotorContent {
        AccessibilityRotorEntries()
    }

    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent, C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> some AccessibilityRotorContent {
        AccessibilityRotorEntries()
    }

    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent, C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent, C6: AccessibilityRotorContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> some AccessibilityRotorContent {
        AccessibilityRotorEntries()
    }

    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent, C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent, C6: AccessibilityRotorContent, C7: AccessibilityRotorContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> some AccessibilityRotorContent {
        AccessibilityRotorEntries()
    }

    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent, C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent, C6: AccessibilityRotorContent, C7: AccessibilityRotorContent, C8: AccessibilityRotorContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> some AccessibilityRotorContent {
        AccessibilityRotorEntries()
    }

    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent, C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent, C6: AccessibilityRotorContent, C7: AccessibilityRotorContent, C8: AccessibilityRotorContent, C9: AccessibilityRotorContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> some AccessibilityRotorContent {
        AccessibilityRotorEntries()
    }

    public static func buildIf<Content: AccessibilityRotorContent>(_ content: Content?) -> some AccessibilityRotorContent {
        AccessibilityRotorEntries()
    }
}

/// Entries a rotor builder combined: they have no effect on text.
struct AccessibilityRotorEntries: AccessibilityRotorContent {}
