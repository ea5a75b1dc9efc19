// The built-in styles of controls, as SwiftUI names them. Trellis draws each control one
// way (the text it shows is the same in every style), so a style is accepted and only
// names itself; custom styles (types with `makeBody(configuration:)`) are not supported
// for these controls.

/// How a picker shows its options: a built-in style, accepted and drawn the one way Trellis draws it.
public protocol PickerStyle {}

/// The `.automatic` picker style.
public struct DefaultPickerStyle: PickerStyle {
    public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

/// The `.menu` picker style.
public struct MenuPickerStyle: PickerStyle {
    public init() {}
}

extension PickerStyle where Self == MenuPickerStyle {
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

/// The `.segmented` picker style.
public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
}

extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

/// The `.wheel` picker style.
public struct WheelPickerStyle: PickerStyle {
    public init() {}
}

extension PickerStyle where Self == WheelPickerStyle {
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

/// The `.inline` picker style.
public struct InlinePickerStyle: PickerStyle {
    public init() {}
}

extension PickerStyle where Self == InlinePickerStyle {
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

/// The `.navigationLink` picker style.
public struct NavigationLinkPickerStyle: PickerStyle {
    public init() {}
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

/// The `.palette` picker style.
public struct PalettePickerStyle: PickerStyle {
    public init() {}
}

extension PickerStyle where Self == PalettePickerStyle {
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

/// The `.radioGroup` picker style.
public struct RadioGroupPickerStyle: PickerStyle {
    public init() {}
}

extension PickerStyle where Self == RadioGroupPickerStyle {
    public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

/// How a list looks: a built-in style, accepted and drawn the one way Trellis draws it.
public protocol ListStyle {}

/// The `.automatic` list style.
public struct DefaultListStyle: ListStyle {
    public init() {}
}

extension ListStyle where Self == DefaultListStyle {
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

/// The `.plain` list style.
public struct PlainListStyle: ListStyle {
    public init() {}
}

extension ListStyle where Self == PlainListStyle {
    public static var plain: PlainListStyle { PlainListStyle() }
}

/// The `.grouped` list style.
public struct GroupedListStyle: ListStyle {
    public init() {}
}

extension ListStyle where Self == GroupedListStyle {
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

/// The `.inset` list style.
public struct InsetListStyle: ListStyle {
    public init() {}
}

extension ListStyle where Self == InsetListStyle {
    public static var inset: InsetListStyle { InsetListStyle() }
}

/// The `.insetGrouped` list style.
public struct InsetGroupedListStyle: ListStyle {
    public init() {}
}

extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

/// The `.sidebar` list style.
public struct SidebarListStyle: ListStyle {
    public init() {}
}

extension ListStyle where Self == SidebarListStyle {
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// The `.bordered` list style.
public struct BorderedListStyle: ListStyle {
    public init() {}
}

extension ListStyle where Self == BorderedListStyle {
    public static var bordered: BorderedListStyle { BorderedListStyle() }
}

/// How a form lays out its rows: a built-in style, accepted and drawn the one way Trellis draws it.
@MainActor @preconcurrency public protocol FormStyle {}

/// The `.automatic` form style.
public nonisolated struct AutomaticFormStyle: FormStyle {
    public init() {}
}

nonisolated extension FormStyle where Self == AutomaticFormStyle {
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

/// The `.columns` form style.
public nonisolated struct ColumnsFormStyle: FormStyle {
    public init() {}
}

nonisolated extension FormStyle where Self == ColumnsFormStyle {
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

/// The `.grouped` form style.
public nonisolated struct GroupedFormStyle: FormStyle {
    public init() {}
}

nonisolated extension FormStyle where Self == GroupedFormStyle {
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

/// How a text field looks: a built-in style, accepted and drawn the one way Trellis draws it.
public protocol TextFieldStyle {}

/// The `.automatic` text field style.
public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

/// The `.plain` text field style.
public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

/// The `.roundedBorder` text field style.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

/// The `.squareBorder` text field style.
public struct SquareBorderTextFieldStyle: TextFieldStyle {
    public init() {}
}

extension TextFieldStyle where Self == SquareBorderTextFieldStyle {
    public static var squareBorder: SquareBorderTextFieldStyle { SquareBorderTextFieldStyle() }
}

