import Foundation
import Testing

/// The `trellis` executable exports none of its own symbols: each exported symbol is work for the
/// dynamic loader on every start (`dladdr`, which the Swift runtime calls before `main`, scans
/// them all), and nothing needs them, since plugins meet the host only through the C ABI.
@Suite("Exported symbols") struct ExportedSymbolsTests {
    @Test("the executable exports no Swift symbols")
    func noSwiftExports() throws {
        #if os(Linux)
        let names = try DynamicSymbols.definedNames(in: TrellisProcess.executable)
        let swiftNames = names.filter { $0.hasPrefix("$s") }
        #expect(swiftNames.isEmpty, "\(swiftNames.count) Swift symbols exported, e.g. \(swiftNames.prefix(3))")
        // What glibc may still need defined in an executable (copy-relocated data such as `stderr`).
        #expect(names.count < 64, "\(names.count) symbols exported")
        #endif
    }
}

/// The names of the symbols an ELF64 little-endian file defines in its dynamic symbol table.
enum DynamicSymbols {
    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    static func definedNames(in file: URL) throws -> [String] {
        let handle = try FileHandle(forReadingFrom: file)
        defer { try? handle.close() }
        let header = try read(handle, at: 0, count: 64)
        guard header.prefix(4) == Data([0x7F, 0x45, 0x4C, 0x46]), header[4] == 2, header[5] == 1 else {
            throw Malformed(description: "\(file.path) is not an ELF64 little-endian file")
        }
        let sectionsOffset = header.integer(at: 0x28, as: UInt64.self)
        let sectionSize = Int(header.integer(at: 0x3A, as: UInt16.self))
        let sectionCount = Int(header.integer(at: 0x3C, as: UInt16.self))
        let sections = try read(handle, at: sectionsOffset, count: sectionSize * sectionCount)
        func section(_ index: Int) -> (type: UInt32, offset: UInt64, size: UInt64, link: Int, entrySize: UInt64) {
            let base = index * sectionSize
            return (
                sections.integer(at: base + 4, as: UInt32.self), sections.integer(at: base + 0x18, as: UInt64.self),
                sections.integer(at: base + 0x20, as: UInt64.self), Int(sections.integer(at: base + 0x28, as: UInt32.self)),
                sections.integer(at: base + 0x38, as: UInt64.self)
            )
        }
        let dynamicSymbolTable: UInt32 = 11
        guard let symbols = (0..<sectionCount).map(section).first(where: { $0.type == dynamicSymbolTable }) else { return [] }
        guard symbols.entrySize == 24, symbols.link < sectionCount else {
            throw Malformed(description: "\(file.path): unexpected dynamic symbol table")
        }
        let strings = section(symbols.link)
        let table = try read(handle, at: symbols.offset, count: Int(symbols.size))
        let names = try read(handle, at: strings.offset, count: Int(strings.size))
        return stride(from: 24, to: table.count, by: 24).compactMap { entry in
            // st_shndx 0 is an undefined symbol: one the executable takes from a library.
            guard table.integer(at: entry + 6, as: UInt16.self) != 0 else { return nil }
            let start = Int(table.integer(at: entry, as: UInt32.self))
            guard start < names.count else { return nil }
            let end = names[start...].firstIndex(of: 0) ?? names.endIndex
            return String(decoding: names[start..<end], as: UTF8.self)
        }
    }

    private static func read(_ handle: FileHandle, at offset: UInt64, count: Int) throws -> Data {
        try handle.seek(toOffset: offset)
        let data = try handle.read(upToCount: count) ?? Data()
        guard data.count == count else { throw Malformed(description: "truncated at \(offset)") }
        return Data(data)
    }
}

extension Data {
    /// The little-endian integer at `offset` (from the start of the data).
    fileprivate func integer<T: FixedWidthInteger>(at offset: Int, as: T.Type) -> T {
        var value: T = 0
        for byte in self[(startIndex + offset)..<(startIndex + offset + MemoryLayout<T>.size)].reversed() {
            value = value << 8 | T(byte)
        }
        return value
    }
}
