/// Accessibility modifiers: what assistive technologies read. Rendered text is already what
/// a screen reader in the terminal reads, so these are accepted and the view renders
/// unchanged (`accessibilityHidden` hides a view from assistive technologies, not from sight).
nonisolated extension View {
    /// The label read for the view: ignored.
    public func accessibilityLabel(_ label: Text) -> some View { self }
    /// The label read for the view: ignored.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { self }
    /// The label read for the view: ignored.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }

    /// The hint read for the view: ignored.
    public func accessibilityHint(_ hint: Text) -> some View { self }
    /// The hint read for the view: ignored.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { self }
    /// The hint read for the view: ignored.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }

    /// The value read for the view: ignored.
    public func accessibilityValue(_ valueDescription: Text) -> some View { self }
    /// The value read for the view: ignored.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { self }
    /// The value read for the view: ignored.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }

    /// The identifier UI tests find the view by: ignored.
    public func accessibilityIdentifier(_ identifier: String) -> some View { self }

    /// Hides the view from assistive technologies (it stays visible): ignored.
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }

    /// Adds traits read for the view: ignored.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }

    /// Removes traits read for the view: ignored.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }

    /// Makes the view one accessibility element: ignored.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }

    /// The order assistive technologies visit the view in: ignored.
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }
}

/// What kind of element assistive technologies announce a view as.
public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable {
    private var rawValue: UInt32

    private init(rawValue: UInt32) { self.rawValue = rawValue }
    public init() { rawValue = 0 }

    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)

    public func union(_ other: Self) -> Self { Self(rawValue: rawValue | other.rawValue) }
    public func intersection(_ other: Self) -> Self { Self(rawValue: rawValue & other.rawValue) }
    public func symmetricDifference(_ other: Self) -> Self { Self(rawValue: rawValue ^ other.rawValue) }
    public func contains(_ member: Self) -> Bool { rawValue & member.rawValue == member.rawValue }
    public mutating func formUnion(_ other: Self) { rawValue |= other.rawValue }
    public mutating func formIntersection(_ other: Self) { rawValue &= other.rawValue }
    public mutating func formSymmetricDifference(_ other: Self) { rawValue ^= other.rawValue }

    @discardableResult
    public mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) {
        let inserted = !contains(newMember)
        formUnion(newMember)
        return (inserted, newMember)
    }

    @discardableResult
    public mutating func remove(_ member: Self) -> Self? {
        let removed = intersection(member)
        rawValue &= ~member.rawValue
        return removed.rawValue == 0 ? nil : removed
    }

    @discardableResult
    public mutating func update(with newMember: Self) -> Self? {
        let existing = intersection(newMember)
        formUnion(newMember)
        return existing.rawValue == 0 ? nil : existing
    }
}

/// How an accessibility element made of a view treats the view's children.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    private let value: Int
    /// The children are not read.
    public static let ignore = AccessibilityChildBehavior(value: 0)
    /// The children are read as elements of their own inside this one.
    public static let contain = AccessibilityChildBehavior(value: 1)
    /// The children's properties are merged into this element.
    public static let combine = AccessibilityChildBehavior(value: 2)
}
