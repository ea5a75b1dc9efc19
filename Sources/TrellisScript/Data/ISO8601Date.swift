import Foundation

/// ISO 8601 dates and times in loaded data (a field a document struct declares `Date`), read
/// whole or refused: a value is never rounded to another day or stripped of its time.
///
/// Python's `datetime.fromisoformat` is the model for what is accepted:
/// - a calendar date `2024-03-05` (`20240305`) or a week date `2024-W10-2` (`2024W102`,
///   `2024-W10` for its Monday), years 0001 to 9999; ordinal dates (`2024-065`) are refused;
/// - optionally `T`, `t` or a space and a time: `14`, `14:30`, `14:30:00`, with a fraction of
///   any number of digits after `.` or `,` (`1430`, `143000.5` in the basic form);
/// - optionally a zone: `Z` or `z`, or an offset `±HH`, `±HH:MM`, `±HH:MM:SS` (or `±HHMM`,
///   `±HHMMSS`) of less than a day.
///
/// A date alone is midnight UTC, and a time without a zone is UTC: documents show dates in UTC,
/// so a value shows the time it was written with. Hour 24 and second 60 are refused.
enum ISO8601Date {
    /// Why a text is not a date, and at which character of it (from 1).
    struct Failure: Error, CustomStringConvertible {
        let character: Int
        let message: String

        var description: String { "\(message) (at character \(character))" }
    }

    /// The instant `text` names.
    static func parse(_ text: String) throws(Failure) -> Date {
        var reader = Reader(bytes: Array(text.utf8))
        let days = try reader.date()
        var seconds = 0.0
        var offset = 0
        if let separator = reader.peek {
            guard separator == UInt8(ascii: "T") || separator == UInt8(ascii: "t") || separator == UInt8(ascii: " ") else {
                throw reader.failure("expected the end of the date, or 'T' and a time")
            }
            reader.index += 1
            seconds = try reader.time()
            offset = try reader.zone()
            guard reader.peek == nil else { throw reader.failure("unexpected text after the time") }
        }
        return Date(timeIntervalSince1970: Double(days) * 86_400 + seconds - Double(offset))
    }

    /// The character-by-character reading of one text.
    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

        func failure(_ message: String, at position: Int? = nil) -> Failure {
            Failure(character: (position ?? index) + 1, message: message)
        }

        /// Exactly `count` ASCII digits as a number.
        mutating func number(_ count: Int, _ what: String) throws(Failure) -> Int {
            let start = index
            var value = 0
            for _ in 0..<count {
                guard let byte = peek, isDigit(byte) else { throw failure("expected \(count) digits of the \(what)", at: start) }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                index += 1
            }
            return value
        }

        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

        /// How many digits follow the current position.
        func digitsAhead() -> Int {
            var count = 0
            while index + count < bytes.count, isDigit(bytes[index + count]) { count += 1 }
            return count
        }

        mutating func skip(_ byte: Character) -> Bool {
            guard peek == byte.asciiValue else { return false }
            index += 1
            return true
        }

        // MARK: Dates

        /// The days from 1970-01-01 to the date at the start.
        mutating func date() throws(Failure) -> Int {
            switch digitsAhead() {
            case 4, 8: break  // 2024-03-05, 2024-W10-2, 2024W102 or 20240305
            case 7: throw failure("ordinal dates (year and day of the year) are not supported; write 2024-03-05")
            case 5, 6, 9...: throw failure("the year must have four digits (0001 to 9999)")
            default: throw failure("expected a date like 2024-03-05")
            }
            let yearStart = index
            let year = try number(4, "year")
            guard year >= 1 else { throw failure("year 0 is out of range (0001 to 9999)", at: yearStart) }
            let extended = skip("-")
            if peek == UInt8(ascii: "W") {
                index += 1
                return try weekDate(year: year, extended: extended)
            }
            if extended, digitsAhead() == 3 {
                throw failure("ordinal dates (year and day of the year) are not supported; write 2024-03-05")
            }
            let monthStart = index
            let month = try number(2, "month")
            if extended, !skip("-") { throw failure("expected '-' and the day") }
            let dayStart = index
            let day = try number(2, "day")
            guard (1...12).contains(month) else { throw failure("month \(month) is out of range (01 to 12)", at: monthStart) }
            let length = Self.daysIn(month: month, year: year)
            guard (1...length).contains(day) else {
                let name = Self.monthNames[month - 1]
                throw failure(day == 0 ? "day 0 is out of range" : "\(name) \(year) has \(length) days", at: dayStart)
            }
            return Self.days(year: year, month: month, day: day)
        }

        /// `Www` or `Www-D` (`WwwD` in the basic form) after the year.
        private mutating func weekDate(year: Int, extended: Bool) throws(Failure) -> Int {
            let weekStart = index
            let week = try number(2, "week")
            var weekday = 1
            if extended ? skip("-") : peek.map(isDigit) == true {
                let dayStart = index
                weekday = try number(1, "day of the week")
                guard (1...7).contains(weekday) else { throw failure("day \(weekday) of the week is out of range (1 to 7)", at: dayStart) }
            }
            let weeks = Self.weeksIn(year: year)
            guard (1...weeks).contains(week) else { throw failure("week \(week) is out of range: \(year) has \(weeks) weeks", at: weekStart) }
            // Week 1 is the week with the year's first Thursday, that is the one with January 4.
            let january4 = Self.days(year: year, month: 1, day: 4)
            let mondayOfWeek1 = january4 - (Self.weekday(january4) - 1)
            return mondayOfWeek1 + (week - 1) * 7 + (weekday - 1)
        }

        // MARK: Times and zones

        /// The seconds into the day of the time at the current position.
        mutating func time() throws(Failure) -> Double {
            let hourStart = index
            let hour = try number(2, "hour")
            guard hour < 24 else {
                throw failure(hour == 24 ? "hour 24 is not supported; write 00:00 of the next day" : "hour \(hour) is out of range (00 to 23)", at: hourStart)
            }
            var minute = 0, second = 0, fraction = 0.0
            let extended = peek == UInt8(ascii: ":")
            if extended ? skip(":") : digitsAhead() >= 2 {
                let minuteStart = index
                minute = try number(2, "minute")
                guard minute < 60 else { throw failure("minute \(minute) is out of range (00 to 59)", at: minuteStart) }
                if extended ? skip(":") : digitsAhead() >= 2 {
                    let secondStart = index
                    second = try number(2, "second")
                    guard second < 60 else {
                        throw failure(second == 60 ? "leap seconds (second 60) are not supported" : "second \(second) is out of range (00 to 59)", at: secondStart)
                    }
                    if skip(".") || skip(",") { fraction = try self.fraction() }
                }
            }
            if let byte = peek, isDigit(byte) { throw failure("unexpected digit in the time") }
            if peek == UInt8(ascii: ":") { throw failure("expected two digits after ':'") }
            return Double(hour * 3600 + minute * 60 + second) + fraction
        }

        /// The digits of a fraction of a second, of which the first nine (nanoseconds) count.
        private mutating func fraction() throws(Failure) -> Double {
            let count = digitsAhead()
            guard count > 0 else { throw failure("expected digits of the fraction of a second") }
            var value = 0
            for position in 0..<min(count, 9) { value = value * 10 + Int(bytes[index + position] - UInt8(ascii: "0")) }
            index += count
            var scale = 1.0
            for _ in 0..<min(count, 9) { scale *= 10 }
            return Double(value) / scale
        }

        /// The zone's offset from UTC in seconds (0 for none, `Z` or `-00:00`).
        mutating func zone() throws(Failure) -> Int {
            guard let byte = peek else { return 0 }
            if byte == UInt8(ascii: "Z") || byte == UInt8(ascii: "z") {
                index += 1
                return 0
            }
            guard byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") else { return 0 }
            let start = index
            index += 1
            let hours = try number(2, "offset's hours")
            var minutes = 0, seconds = 0
            let extended = peek == UInt8(ascii: ":")
            if extended ? skip(":") : digitsAhead() >= 2 {
                minutes = try number(2, "offset's minutes")
                if extended ? skip(":") : digitsAhead() >= 2 { seconds = try number(2, "offset's seconds") }
            }
            guard hours < 24, minutes < 60, seconds < 60 else {
                throw failure("the offset \(String(decoding: bytes[start..<index], as: UTF8.self)) is out of range (less than 24 hours, minutes and seconds below 60)", at: start)
            }
            let total = hours * 3600 + minutes * 60 + seconds
            return byte == UInt8(ascii: "-") ? -total : total
        }

        // MARK: The calendar

        static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August",
                                 "September", "October", "November", "December"]

        static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

        static func daysIn(month: Int, year: Int) -> Int {
            switch month {
            case 2: isLeap(year) ? 29 : 28
            case 4, 6, 9, 11: 30
            default: 31
            }
        }

        /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar.
        static func days(year: Int, month: Int, day: Int) -> Int {
            let y = month <= 2 ? year - 1 : year
            let era = (y >= 0 ? y : y - 399) / 400
            let yearOfEra = y - era * 400
            let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
            let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
            return era * 146_097 + dayOfEra - 719_468
        }

        /// The ISO day of the week (Monday 1 to Sunday 7) of a day counted from 1970-01-01, a
        /// Thursday.
        static func weekday(_ days: Int) -> Int {
            ((days % 7 + 7 + 3) % 7) + 1
        }

        /// 53 when the year starts on a Thursday, or is a leap year starting on a Wednesday.
        static func weeksIn(year: Int) -> Int {
            let january1 = weekday(days(year: year, month: 1, day: 1))
            return january1 == 4 || (january1 == 3 && isLeap(year)) ? 53 : 52
        }
    }
}
