import Foundation
import TrellisScript

/// Limits smaller than the defaults, so that each input runs in milliseconds.
let limits = ScriptLimits(nesting: 100, forEachCount: 1_000, outputCells: 100_000, documentBytes: 1 << 16, dataBytes: 1 << 16)

/// One input: a document. Checking and rendering may fail with diagnostics, never crash; and
/// the plain output never holds a control character but the line feed.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard let source = String(validating: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self) else { return 0 }
    guard let document = try? ScriptDocument(source: source, path: "fuzz.swift", loader: NoModuleLoader(), limits: limits, standardInput: { Data() }),
          let text = try? document.render(width: 40) else { return 0 }
    for scalar in text.plain.unicodeScalars where scalar.value < 0x20 && scalar != "\n" || (0x7F...0x9F).contains(scalar.value) {
        fatalError("raw control character U+\(String(scalar.value, radix: 16)) in the plain output")
    }
    return 0
}
