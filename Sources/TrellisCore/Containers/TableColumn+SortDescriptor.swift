import Foundation

/// SwiftUI's columns sorted by a `SortDescriptor` on the value at a key path: one initializer
/// per value type SwiftUI declares (`Bool`, the integers, `Double`, `Float`, `Date`, `UUID`,
/// `String`, and their optionals), each declared for `NSObject` rows as SwiftUI declares them
/// (Foundation has `NSObject` and `SortDescriptor` on Linux too). A table draws rows in the
/// order given, so the sort is accepted and the column draws its title and cells as any other
/// `TableColumn` does.
extension TableColumn where RowValue: NSObject, Sort == SortDescriptor<RowValue>, Label == Text {
    // MARK: Titled by a localized key

    /// A column titled `titleKey`, sorted by and showing the string at `value`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .localizedStandard) where Content == Text {
        self.title = Text(titleKey)
        self.content = { Text(verbatim: $0[keyPath: value]) }
    }

    /// A column titled `titleKey`, sorted by the `String` at `value`, whose cells are `content`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .localizedStandard, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(titleKey)
        self.content = content
    }

    /// A column titled `titleKey`, sorted by the `String?` at `value`, whose cells are `content`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String?>, comparator: String.StandardComparator = .localizedStandard, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(titleKey)
        self.content = content
    }

    /// A column titled `titleKey`, sorted by the `Bool` at `value`, whose cells are `content`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Bool>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(titleKey)
        self.content = content
    }

    /// A column titled `titleKey`, sorted by the `Bool?` at `value`, whose cells are `content`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Bool?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(titleKey)
        self.content = content
    }

    /// A column titled `titleKey`, sorted by the `Date` at `value`, whose cells are `content`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Date>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(titleKey)
        self.content = content
    }

    /// A column titled `titleKey`, sorted by the `Date?` at `value`, whose cells are `content`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Date?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(titleKey)
        self.content = content
    }

    /// A column titled `titleKey`, sorted by the `Double` at `value`, whose cells are `content`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Double>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(titleKey)
        self.content = content
    }

    /// A column titled `titleKey`, sorted by the `Double?` at `value`, whose cells are `content`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Double?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(titleKey)
        self.content = content
    }

    /// A column titled `titleKey`, sorted by the `Float` at `value`, whose cells are `content`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Float>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(titleKey)
        self.content = content
    }

    /// A column titled `titleKey`, sorted by the `Float?` at `value`, whose cells are `content`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Float?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(titleKey)
        self.content = content
    }

    /// A column titled `titleKey`, sorted by the `Int` at `value`, whose cells are `content`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(titleKey)
        self.content = content
    }

    /// A column titled `titleKey`, sorted by the `Int?` at `value`, whose cells are `content`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(titleKey)
        self.content = content
    }

    /// A column titled `titleKey`, sorted by the `Int8` at `value`, whose cells are `content`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int8>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(titleKey)
        self.content = content
    }

    /// A column titled `titleKey`, sorted by the `Int8?` at `value`, whose cells are `content`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int8?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(titleKey)
        self.content = content
    }

    /// A column titled `titleKey`, sorted by the `Int16` at `value`, whose cells are `content`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int16>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(titleKey)
        self.content = content
    }

    /// A column titled `titleKey`, sorted by the `Int16?` at `value`, whose cells are `content`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int16?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(titleKey)
        self.content = content
    }

    /// A column titled `titleKey`, sorted by the `Int32` at `value`, whose cells are `content`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int32>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(titleKey)
        self.content = content
    }

    /// A column titled `titleKey`, sorted by the `Int32?` at `value`, whose cells are `content`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int32?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(titleKey)
        self.content = content
    }

    /// A column titled `titleKey`, sorted by the `Int64` at `value`, whose cells are `content`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int64>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(titleKey)
        self.content = content
    }

    /// A column titled `titleKey`, sorted by the `Int64?` at `value`, whose cells are `content`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int64?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(titleKey)
        self.content = content
    }

    /// A column titled `titleKey`, sorted by the `UInt` at `value`, whose cells are `content`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(titleKey)
        self.content = content
    }

    /// A column titled `titleKey`, sorted by the `UInt?` at `value`, whose cells are `content`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(titleKey)
        self.content = content
    }

    /// A column titled `titleKey`, sorted by the `UInt8` at `value`, whose cells are `content`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt8>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(titleKey)
        self.content = content
    }

    /// A column titled `titleKey`, sorted by the `UInt8?` at `value`, whose cells are `content`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt8?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(titleKey)
        self.content = content
    }

    /// A column titled `titleKey`, sorted by the `UInt16` at `value`, whose cells are `content`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt16>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(titleKey)
        self.content = content
    }

    /// A column titled `titleKey`, sorted by the `UInt16?` at `value`, whose cells are `content`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt16?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(titleKey)
        self.content = content
    }

    /// A column titled `titleKey`, sorted by the `UInt32` at `value`, whose cells are `content`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt32>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(titleKey)
        self.content = content
    }

    /// A column titled `titleKey`, sorted by the `UInt32?` at `value`, whose cells are `content`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt32?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(titleKey)
        self.content = content
    }

    /// A column titled `titleKey`, sorted by the `UInt64` at `value`, whose cells are `content`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt64>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(titleKey)
        self.content = content
    }

    /// A column titled `titleKey`, sorted by the `UInt64?` at `value`, whose cells are `content`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt64?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(titleKey)
        self.content = content
    }

    /// A column titled `titleKey`, sorted by the `UUID` at `value`, whose cells are `content`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UUID>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(titleKey)
        self.content = content
    }

    /// A column titled `titleKey`, sorted by the `UUID?` at `value`, whose cells are `content`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UUID?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(titleKey)
        self.content = content
    }
    // MARK: Titled by a string

    /// A column titled `title`, sorted by and showing the string at `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .localizedStandard) where Content == Text {
        self.title = Text(title)
        self.content = { Text(verbatim: $0[keyPath: value]) }
    }

    /// A column titled `title`, sorted by the `String` at `value`, whose cells are `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .localizedStandard, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(title)
        self.content = content
    }

    /// A column titled `title`, sorted by the `String?` at `value`, whose cells are `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String?>, comparator: String.StandardComparator = .localizedStandard, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(title)
        self.content = content
    }

    /// A column titled `title`, sorted by the `Bool` at `value`, whose cells are `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Bool>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(title)
        self.content = content
    }

    /// A column titled `title`, sorted by the `Bool?` at `value`, whose cells are `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Bool?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(title)
        self.content = content
    }

    /// A column titled `title`, sorted by the `Date` at `value`, whose cells are `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Date>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(title)
        self.content = content
    }

    /// A column titled `title`, sorted by the `Date?` at `value`, whose cells are `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Date?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(title)
        self.content = content
    }

    /// A column titled `title`, sorted by the `Double` at `value`, whose cells are `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Double>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(title)
        self.content = content
    }

    /// A column titled `title`, sorted by the `Double?` at `value`, whose cells are `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Double?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(title)
        self.content = content
    }

    /// A column titled `title`, sorted by the `Float` at `value`, whose cells are `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Float>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(title)
        self.content = content
    }

    /// A column titled `title`, sorted by the `Float?` at `value`, whose cells are `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Float?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(title)
        self.content = content
    }

    /// A column titled `title`, sorted by the `Int` at `value`, whose cells are `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Int>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(title)
        self.content = content
    }

    /// A column titled `title`, sorted by the `Int?` at `value`, whose cells are `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Int?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(title)
        self.content = content
    }

    /// A column titled `title`, sorted by the `Int8` at `value`, whose cells are `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Int8>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(title)
        self.content = content
    }

    /// A column titled `title`, sorted by the `Int8?` at `value`, whose cells are `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Int8?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(title)
        self.content = content
    }

    /// A column titled `title`, sorted by the `Int16` at `value`, whose cells are `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Int16>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(title)
        self.content = content
    }

    /// A column titled `title`, sorted by the `Int16?` at `value`, whose cells are `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Int16?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(title)
        self.content = content
    }

    /// A column titled `title`, sorted by the `Int32` at `value`, whose cells are `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Int32>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(title)
        self.content = content
    }

    /// A column titled `title`, sorted by the `Int32?` at `value`, whose cells are `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Int32?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(title)
        self.content = content
    }

    /// A column titled `title`, sorted by the `Int64` at `value`, whose cells are `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Int64>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(title)
        self.content = content
    }

    /// A column titled `title`, sorted by the `Int64?` at `value`, whose cells are `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Int64?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(title)
        self.content = content
    }

    /// A column titled `title`, sorted by the `UInt` at `value`, whose cells are `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UInt>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(title)
        self.content = content
    }

    /// A column titled `title`, sorted by the `UInt?` at `value`, whose cells are `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UInt?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(title)
        self.content = content
    }

    /// A column titled `title`, sorted by the `UInt8` at `value`, whose cells are `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UInt8>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(title)
        self.content = content
    }

    /// A column titled `title`, sorted by the `UInt8?` at `value`, whose cells are `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UInt8?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(title)
        self.content = content
    }

    /// A column titled `title`, sorted by the `UInt16` at `value`, whose cells are `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UInt16>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(title)
        self.content = content
    }

    /// A column titled `title`, sorted by the `UInt16?` at `value`, whose cells are `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UInt16?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(title)
        self.content = content
    }

    /// A column titled `title`, sorted by the `UInt32` at `value`, whose cells are `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UInt32>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(title)
        self.content = content
    }

    /// A column titled `title`, sorted by the `UInt32?` at `value`, whose cells are `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UInt32?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(title)
        self.content = content
    }

    /// A column titled `title`, sorted by the `UInt64` at `value`, whose cells are `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UInt64>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(title)
        self.content = content
    }

    /// A column titled `title`, sorted by the `UInt64?` at `value`, whose cells are `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UInt64?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(title)
        self.content = content
    }

    /// A column titled `title`, sorted by the `UUID` at `value`, whose cells are `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UUID>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(title)
        self.content = content
    }

    /// A column titled `title`, sorted by the `UUID?` at `value`, whose cells are `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UUID?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(title)
        self.content = content
    }
    // MARK: Titled by a Text

    /// A column titled `text`, sorted by and showing the string at `value`.
    public init(_ text: Text, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .localizedStandard) where Content == Text {
        self.title = text
        self.content = { Text(verbatim: $0[keyPath: value]) }
    }

    /// A column titled `text`, sorted by the `String` at `value`, whose cells are `content`.
    public init(_ text: Text, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .localizedStandard, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = text
        self.content = content
    }

    /// A column titled `text`, sorted by the `String?` at `value`, whose cells are `content`.
    public init(_ text: Text, value: KeyPath<RowValue, String?>, comparator: String.StandardComparator = .localizedStandard, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = text
        self.content = content
    }

    /// A column titled `text`, sorted by the `Bool` at `value`, whose cells are `content`.
    public init(_ text: Text, value: KeyPath<RowValue, Bool>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = text
        self.content = content
    }

    /// A column titled `text`, sorted by the `Bool?` at `value`, whose cells are `content`.
    public init(_ text: Text, value: KeyPath<RowValue, Bool?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = text
        self.content = content
    }

    /// A column titled `text`, sorted by the `Date` at `value`, whose cells are `content`.
    public init(_ text: Text, value: KeyPath<RowValue, Date>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = text
        self.content = content
    }

    /// A column titled `text`, sorted by the `Date?` at `value`, whose cells are `content`.
    public init(_ text: Text, value: KeyPath<RowValue, Date?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = text
        self.content = content
    }

    /// A column titled `text`, sorted by the `Double` at `value`, whose cells are `content`.
    public init(_ text: Text, value: KeyPath<RowValue, Double>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = text
        self.content = content
    }

    /// A column titled `text`, sorted by the `Double?` at `value`, whose cells are `content`.
    public init(_ text: Text, value: KeyPath<RowValue, Double?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = text
        self.content = content
    }

    /// A column titled `text`, sorted by the `Float` at `value`, whose cells are `content`.
    public init(_ text: Text, value: KeyPath<RowValue, Float>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = text
        self.content = content
    }

    /// A column titled `text`, sorted by the `Float?` at `value`, whose cells are `content`.
    public init(_ text: Text, value: KeyPath<RowValue, Float?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = text
        self.content = content
    }

    /// A column titled `text`, sorted by the `Int` at `value`, whose cells are `content`.
    public init(_ text: Text, value: KeyPath<RowValue, Int>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = text
        self.content = content
    }

    /// A column titled `text`, sorted by the `Int?` at `value`, whose cells are `content`.
    public init(_ text: Text, value: KeyPath<RowValue, Int?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = text
        self.content = content
    }

    /// A column titled `text`, sorted by the `Int8` at `value`, whose cells are `content`.
    public init(_ text: Text, value: KeyPath<RowValue, Int8>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = text
        self.content = content
    }

    /// A column titled `text`, sorted by the `Int8?` at `value`, whose cells are `content`.
    public init(_ text: Text, value: KeyPath<RowValue, Int8?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = text
        self.content = content
    }

    /// A column titled `text`, sorted by the `Int16` at `value`, whose cells are `content`.
    public init(_ text: Text, value: KeyPath<RowValue, Int16>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = text
        self.content = content
    }

    /// A column titled `text`, sorted by the `Int16?` at `value`, whose cells are `content`.
    public init(_ text: Text, value: KeyPath<RowValue, Int16?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = text
        self.content = content
    }

    /// A column titled `text`, sorted by the `Int32` at `value`, whose cells are `content`.
    public init(_ text: Text, value: KeyPath<RowValue, Int32>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = text
        self.content = content
    }

    /// A column titled `text`, sorted by the `Int32?` at `value`, whose cells are `content`.
    public init(_ text: Text, value: KeyPath<RowValue, Int32?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = text
        self.content = content
    }

    /// A column titled `text`, sorted by the `Int64` at `value`, whose cells are `content`.
    public init(_ text: Text, value: KeyPath<RowValue, Int64>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = text
        self.content = content
    }

    /// A column titled `text`, sorted by the `Int64?` at `value`, whose cells are `content`.
    public init(_ text: Text, value: KeyPath<RowValue, Int64?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = text
        self.content = content
    }

    /// A column titled `text`, sorted by the `UInt` at `value`, whose cells are `content`.
    public init(_ text: Text, value: KeyPath<RowValue, UInt>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = text
        self.content = content
    }

    /// A column titled `text`, sorted by the `UInt?` at `value`, whose cells are `content`.
    public init(_ text: Text, value: KeyPath<RowValue, UInt?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = text
        self.content = content
    }

    /// A column titled `text`, sorted by the `UInt8` at `value`, whose cells are `content`.
    public init(_ text: Text, value: KeyPath<RowValue, UInt8>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = text
        self.content = content
    }

    /// A column titled `text`, sorted by the `UInt8?` at `value`, whose cells are `content`.
    public init(_ text: Text, value: KeyPath<RowValue, UInt8?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = text
        self.content = content
    }

    /// A column titled `text`, sorted by the `UInt16` at `value`, whose cells are `content`.
    public init(_ text: Text, value: KeyPath<RowValue, UInt16>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = text
        self.content = content
    }

    /// A column titled `text`, sorted by the `UInt16?` at `value`, whose cells are `content`.
    public init(_ text: Text, value: KeyPath<RowValue, UInt16?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = text
        self.content = content
    }

    /// A column titled `text`, sorted by the `UInt32` at `value`, whose cells are `content`.
    public init(_ text: Text, value: KeyPath<RowValue, UInt32>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = text
        self.content = content
    }

    /// A column titled `text`, sorted by the `UInt32?` at `value`, whose cells are `content`.
    public init(_ text: Text, value: KeyPath<RowValue, UInt32?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = text
        self.content = content
    }

    /// A column titled `text`, sorted by the `UInt64` at `value`, whose cells are `content`.
    public init(_ text: Text, value: KeyPath<RowValue, UInt64>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = text
        self.content = content
    }

    /// A column titled `text`, sorted by the `UInt64?` at `value`, whose cells are `content`.
    public init(_ text: Text, value: KeyPath<RowValue, UInt64?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = text
        self.content = content
    }

    /// A column titled `text`, sorted by the `UUID` at `value`, whose cells are `content`.
    public init(_ text: Text, value: KeyPath<RowValue, UUID>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = text
        self.content = content
    }

    /// A column titled `text`, sorted by the `UUID?` at `value`, whose cells are `content`.
    public init(_ text: Text, value: KeyPath<RowValue, UUID?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = text
        self.content = content
    }

}
