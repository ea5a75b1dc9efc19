/// A string literal for ``Text``; Trellis does not localize, so it is the string itself.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    @usableFromInline let string: String

    /// Creates a key from a string.
    public init(_ value: String) {
        string = value
    }

    public init(stringLiteral value: String) {
        string = value
    }

    @inlinable public init(stringInterpolation: StringInterpolation) {
        string = stringInterpolation.string
    }

    /// The parts of an interpolated key, joined into its string: any value interpolates as
    /// in a Swift string (by its description).
    ///
    /// Row labels are built by the hundred thousand (`Text("item \(index)")`), so a key that
    /// fits in a small string (15 UTF-8 bytes) is assembled in place from its literals,
    /// strings and integers, without the generic path of `DefaultStringInterpolation`.
    /// (Inlinable, as the standard library's, so that callers in other modules do not pay a
    /// call per part.)
    public struct StringInterpolation: StringInterpolationProtocol {
        /// The bytes so far while they fit in a small string; past that, `count` is
        /// `Int.max` and the parts are in `spilled`.
        @usableFromInline var bytes: (UInt64, UInt64) = (0, 0)
        @usableFromInline var count = 0
        @usableFromInline var spilled = ""

        @inlinable public init(literalCapacity: Int, interpolationCount: Int) {}

        @inlinable @inline(__always) public mutating func appendLiteral(_ literal: String) {
            append(literal)
        }

        /// Appends `string`.
        @inlinable @inline(__always) public mutating func appendInterpolation(_ string: String) {
            append(string)
        }

        /// Appends `value` in decimal.
        @inlinable @inline(__always) public mutating func appendInterpolation(_ value: Int) {
            var digits = 1
            var rest = value / 10
            while rest > 0 { (digits, rest) = (digits + 1, rest / 10) }
            guard value >= 0, count <= 15 - digits else { return spill(String(value)) }
            count += digits
            var index = count
            rest = value
            withUnsafeMutableBytes(of: &bytes) { bytes in
                repeat {
                    index -= 1
                    bytes[index] = UInt8(truncatingIfNeeded: 0x30 + rest % 10)
                    rest /= 10
                } while rest > 0
            }
        }

        /// Appends `value`'s description, as a Swift string interpolation does.
        @inlinable public mutating func appendInterpolation<T>(_ value: T) {
            append(String(describing: value))
        }

        @inlinable @inline(__always) mutating func append(_ piece: String) {
            var piece = piece
            piece.withUTF8 { utf8 in
                guard count <= 15 - utf8.count else { return spill(String(decoding: utf8, as: UTF8.self)) }
                withUnsafeMutableBytes(of: &bytes) { bytes in
                    for byte in utf8 {
                        bytes[count] = byte
                        count += 1
                    }
                }
            }
        }

        /// Moves the parts to `spilled`, if they are not there yet, and appends `piece`.
        @usableFromInline mutating func spill(_ piece: String) {
            if count != .max {
                spilled = string
                count = .max
            }
            spilled += piece
        }

        /// The string of the parts appended.
        @inlinable var string: String {
            guard count != .max else { return spilled }
            var bytes = bytes
            let count = count
            return withUnsafeBytes(of: &bytes) { String(decoding: UnsafeRawBufferPointer(rebasing: $0[..<count]), as: UTF8.self) }
        }
    }
}
