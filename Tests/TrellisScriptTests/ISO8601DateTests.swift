import Foundation
import Testing
@testable import TrellisScript

/// ISO 8601 dates in data are read whole or refused, as Python's `datetime.fromisoformat`
/// reads them: never moved to another day, never stripped of their time.
@MainActor @Suite("ISO 8601 dates") struct ISO8601DateTests {
    /// `text` as `yyyy-MM-dd HH:mm:ss.SSS` in UTC, or the error.
    static func read(_ text: String) -> String {
        do throws(ISO8601Date.Failure) {
            let date = try ISO8601Date.parse(text)
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .nanosecond], from: date)
            let milliseconds = Int((Double(parts.nanosecond ?? 0) / 1_000_000).rounded())
            func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
            return "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day)) \(two(parts.hour)):\(two(parts.minute)):\(two(parts.second))"
                + ".\(String(format: "%03d", milliseconds))"
        } catch {
            return "error: \(error)"
        }
    }

    @Test("dates and times that are read, with their time kept", arguments: [
        ("2024-03-05", "2024-03-05 00:00:00.000"),
        ("20240305", "2024-03-05 00:00:00.000"),
        ("2024-03-05T14:30:00Z", "2024-03-05 14:30:00.000"),
        ("2024-03-05 14:30:00Z", "2024-03-05 14:30:00.000"),
        ("2024-03-05t14:30:00z", "2024-03-05 14:30:00.000"),
        ("2024-03-05T14:30", "2024-03-05 14:30:00.000"),
        ("2024-03-05T14", "2024-03-05 14:00:00.000"),
        ("20240305T143000Z", "2024-03-05 14:30:00.000"),
        ("2024-03-05T14:30:00.123456789012Z", "2024-03-05 14:30:00.123"),
        ("2024-03-05T14:30:00,5Z", "2024-03-05 14:30:00.500"),
        ("2024-03-05T14:30:00+01:00", "2024-03-05 13:30:00.000"),
        ("2024-03-05T14:30:00-05:30", "2024-03-05 20:00:00.000"),
        ("2024-03-05T14:30:00+0530", "2024-03-05 09:00:00.000"),
        ("2024-03-05T14:30:00+05", "2024-03-05 09:30:00.000"),
        ("2024-03-05T00:30:00+23:59", "2024-03-04 00:31:00.000"),
        ("2024-03-05T14:30:00-00:00", "2024-03-05 14:30:00.000"),
        ("2024-02-29", "2024-02-29 00:00:00.000"),
        ("2000-02-29", "2000-02-29 00:00:00.000"),
        ("2024-12-31T23:59:59.999Z", "2024-12-31 23:59:59.999"),
        ("2024-W10-2", "2024-03-05 00:00:00.000"),
        ("2024W102", "2024-03-05 00:00:00.000"),
        ("2024-W10", "2024-03-04 00:00:00.000"),
        ("2020-W53-7", "2021-01-03 00:00:00.000"),
        ("2019-W01-1", "2018-12-31 00:00:00.000"),
        ("1970-01-01T00:00:00Z", "1970-01-01 00:00:00.000"),
        ("1969-12-31T23:59:59Z", "1969-12-31 23:59:59.000"),
    ])
    func accepted(_ text: String, _ expected: String) {
        #expect(Self.read(text) == expected, "\(text)")
    }

    @Test("texts that are refused, saying why and where", arguments: [
        ("2024-02-30", "error: February 2024 has 29 days (at character 9)"),
        ("2023-02-29", "error: February 2023 has 28 days (at character 9)"),
        ("1900-02-29", "error: February 1900 has 28 days (at character 9)"),
        ("2024-04-31", "error: April 2024 has 30 days (at character 9)"),
        ("2024-13-01", "error: month 13 is out of range (01 to 12) (at character 6)"),
        ("2024-00-10", "error: month 0 is out of range (01 to 12) (at character 6)"),
        ("2024-03-00", "error: day 0 is out of range (at character 9)"),
        ("0000-01-01", "error: year 0 is out of range (0001 to 9999) (at character 1)"),
        ("10000-01-01", "error: the year must have four digits (0001 to 9999) (at character 1)"),
        ("+2024-03-05", "error: expected a date like 2024-03-05 (at character 1)"),
        ("2024-065", "error: ordinal dates (year and day of the year) are not supported; write 2024-03-05 (at character 6)"),
        ("2024065", "error: ordinal dates (year and day of the year) are not supported; write 2024-03-05 (at character 1)"),
        ("2024-W53-1", "error: week 53 is out of range: 2024 has 52 weeks (at character 7)"),
        ("2024-W10-8", "error: day 8 of the week is out of range (1 to 7) (at character 10)"),
        ("2024-03-05T24:00:00", "error: hour 24 is not supported; write 00:00 of the next day (at character 12)"),
        ("2024-03-05T23:59:60Z", "error: leap seconds (second 60) are not supported (at character 18)"),
        ("2024-03-05T14:60", "error: minute 60 is out of range (00 to 59) (at character 15)"),
        ("2024-03-05T14:30:00+99:99", "error: the offset +99:99 is out of range (less than 24 hours, minutes and seconds below 60) (at character 20)"),
        ("2024-03-05T14:30:00+24:00", "error: the offset +24:00 is out of range (less than 24 hours, minutes and seconds below 60) (at character 20)"),
        ("2024-03-05T14:30:00Zjunk", "error: unexpected text after the time (at character 21)"),
        ("2024-03-05T14:30:00 Z", "error: unexpected text after the time (at character 20)"),
        ("2024-03-05junk", "error: expected the end of the date, or 'T' and a time (at character 11)"),
        ("2024-03-05T14:3", "error: expected 2 digits of the minute (at character 15)"),
        ("2024-03-05T14:30:00.", "error: expected digits of the fraction of a second (at character 21)"),
        ("2024-03-05T", "error: expected 2 digits of the hour (at character 12)"),
        ("2024-0305", "error: expected '-' and the day (at character 8)"),
        ("2024-3-5", "error: expected 2 digits of the month (at character 6)"),
        ("", "error: expected a date like 2024-03-05 (at character 1)"),
        ("yesterday", "error: expected a date like 2024-03-05 (at character 1)"),
        ("２０２４-03-05", "error: expected a date like 2024-03-05 (at character 1)"),
    ])
    func refused(_ text: String, _ expected: String) {
        #expect(Self.read(text) == expected, "\(text)")
    }

    @Test("a document shows the time a value was written with, and names a refused value's record, field and reason")
    func inDocuments() throws {
        let source = """
            struct Event { let title: String; let at: Date }
            let events: [Event] = load("e.json")
            ForEach(events, id: \\.title) { event in Text("\\(event.title): \\(event.at.formatted())") }
            """
        let json = #"[{"title":"a","at":"2024-03-05 14:30:00Z"},{"title":"b","at":"2024-03-05T09:15"}]"#
        #expect(try ScriptTesting.render(source, files: ["e.json": json]) == "a: 3/5/2024, 2:30\u{202F}PM\nb: 3/5/2024, 9:15\u{202F}AM")
        // A document that only counts, so that no use of the refused data adds errors of its own.
        let counting = "struct Event { let title: String; let at: Date }\nlet events: [Event] = load(\"e.json\")\nText(\"\\(events.count)\")"
        let bad = #"[{"title":"a","at":"2024-03-05"},{"title":"b","at":"2024-02-30"}]"#
        #expect(ScriptTesting.diagnostics(counting, files: ["e.json": bad])
            == ["2:23: record 2: 'at' is '2024-02-30', not an ISO 8601 date: February 2024 has 29 days (e.json:1:61)"])
        let csv = "title,at\na,2024-03-05\n\"b\",\"2024-03-05T25:00\"\n"
        #expect(ScriptTesting.diagnostics(counting.replacingOccurrences(of: "e.json", with: "e.csv"), files: ["e.csv": csv])
            == ["2:23: record 2: 'at' is '2024-03-05T25:00', not an ISO 8601 date: hour 25 is out of range (00 to 23) (e.csv:3:17)"])
    }
}
