import Foundation

/// A control that chooses a date: its label leading, the chosen date trailing, as SwiftUI's
/// compact picker shows them in a form row. The date is written in the environment's locale,
/// calendar and time zone, with the components the picker displays: the date (`Nov 27, 2026`),
/// the hour and minute (`6:30 PM`), or both. A range bounds what a person could choose, which
/// the drawing does not show.
///
/// ```swift
/// DatePicker("Due", selection: $due, displayedComponents: .date)
/// ```
///
///     Due              Nov 27, 2026
public nonisolated struct DatePicker<Label: View>: View {
    /// Which parts of a date the picker shows.
    public typealias Components = DatePickerComponents

    let label: Label
    let date: Date
    let components: Components
    @Environment(\.locale) private var locale
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone

    /// A picker of `selection` with a custom label.
    public init(
        selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.date = selection.wrappedValue
        self.components = displayedComponents
    }

    /// A picker of `selection` within `range`, with a custom label.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// A picker of `selection` from `range`'s lower bound on, with a custom label.
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// A picker of `selection` up to `range`'s upper bound, with a custom label.
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public var body: some View {
        ControlRow { label } control: {
            Text(verbatim: DateText.string(date, components: components, locale: locale, calendar: calendar, timeZone: timeZone))
        }
    }
}

extension DatePicker where Label == Text {
    /// A picker of `selection` with a text label.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker of `selection` with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker of `selection` within `range`, with a text label.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker of `selection` within `range`, with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker of `selection` from `range`'s lower bound on, with a text label.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker of `selection` from `range`'s lower bound on, with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker of `selection` up to `range`'s upper bound, with a text label.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker of `selection` up to `range`'s upper bound, with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// The parts of a date a ``DatePicker`` shows.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// A control that chooses several days: its label leading, the chosen days trailing, in
/// order, one a line (`No dates` while none is chosen).
///
///     Trips        Mar 3, 2027
///                  Mar 9, 2027
public nonisolated struct MultiDatePicker<Label: View>: View {
    let label: Label
    let days: Set<DateComponents>
    @Environment(\.locale) private var locale
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone

    /// A picker of the days in `selection`, with a custom label.
    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.days = selection.wrappedValue
    }

    /// A picker of days from `bounds`' lower bound on, with a custom label.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, label: label)
    }

    /// A picker of days before `bounds`' upper bound, with a custom label.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, label: label)
    }

    /// A picker of days within `bounds`, with a custom label.
    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, label: label)
    }

    public var body: some View {
        let dates = days.compactMap { calendar.date(from: $0) }.sorted()
        ControlRow { label } control: {
            if dates.isEmpty {
                Text(verbatim: "No dates").foregroundStyle(.secondary)
            } else {
                ForEach(dates, id: \.self) { date in
                    Text(verbatim: DateText.string(date, components: .date, locale: locale, calendar: calendar, timeZone: timeZone))
                }
            }
        }
    }
}

extension MultiDatePicker where Label == Text {
    /// A picker of the days in `selection`, with a text label.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(titleKey) }
    }

    /// A picker of the days in `selection`, with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(title) }
    }

    /// A picker of days from `bounds`' lower bound on, with a text label.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection) { Text(titleKey) }
    }

    /// A picker of days from `bounds`' lower bound on, with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection) { Text(title) }
    }

    /// A picker of days before `bounds`' upper bound, with a text label.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection) { Text(titleKey) }
    }

    /// A picker of days before `bounds`' upper bound, with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection) { Text(title) }
    }

    /// A picker of days within `bounds`, with a text label.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection) { Text(titleKey) }
    }

    /// A picker of days within `bounds`, with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection) { Text(title) }
    }
}

/// How the date pickers write a date.
enum DateText {
    /// `date` with the date (medium style) and/or the time (short style) that `components`
    /// name, in `locale`, `calendar` and `timeZone`.
    static func string(
        _ date: Date, components: DatePickerComponents, locale: Locale, calendar: Calendar, timeZone: TimeZone
    ) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = timeZone
        formatter.dateStyle = components.contains(.date) || components.isEmpty ? .medium : .none
        formatter.timeStyle = components.contains(.hourAndMinute) ? .short : .none
        return formatter.string(from: date)
    }
}
