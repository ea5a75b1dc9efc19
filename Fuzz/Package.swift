// swift-tools-version: 6.1
//
// libFuzzer harnesses for Trellis, a package of their own so that the main build stays free of
// sanitizer flags. Build and run them with Scripts/fuzz.sh; by hand:
//
//   swift build --package-path Fuzz --scratch-path .build-fuzz -Xswiftc -sanitize=address \
//       -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp
//   .build-fuzz/debug/DocumentFuzzer -max_total_time=60 corpus/
//
// The -Xswiftc flags reach every module (Trellis, TrellisScript, swift-syntax ...), which gives
// libFuzzer their coverage. They reach the macro plugin too, an executable of its own, so they
// cannot be -sanitize=fuzzer (libFuzzer's main would clash with the plugin's): only the
// harnesses link libFuzzer.
import Foundation
import PackageDescription

/// SwiftPM names a path dependency after its folder: the checkout's, whatever it is called.
let trellis = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

/// libFuzzer provides `main`; the harnesses only define `LLVMFuzzerTestOneInput`.
let harness: [SwiftSetting] = [.swiftLanguageMode(.v6), .unsafeFlags(["-parse-as-library", "-sanitize=fuzzer,address"])]
/// The driver is found with dlsym (see FuzzDriver), so the executable exports its symbols.
let libFuzzer: [LinkerSetting] = [.unsafeFlags(["-sanitize=fuzzer,address", "-Xlinker", "--export-dynamic"])]

let package = Package(
    name: "TrellisFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "..")],
    targets: [
        // Hands a harness's command line to libFuzzer's driver.
        .target(name: "FuzzDriver", swiftSettings: [.swiftLanguageMode(.v6)]),
        // Document text through the parser, checker, evaluator and renderer.
        .executableTarget(
            name: "DocumentFuzzer", dependencies: ["FuzzDriver", .product(name: "TrellisScript", package: trellis)],
            swiftSettings: harness, linkerSettings: libFuzzer),
        // Bytes as the cells, styles and clusters a plugin returns, through the host's validation.
        .executableTarget(
            name: "CellsFuzzer", dependencies: ["FuzzDriver", .product(name: "TrellisHost", package: trellis)],
            swiftSettings: harness, linkerSettings: libFuzzer),
        // Bytes as a wasm plugin's memory, descriptor offset and allocator answers, through loading and layout.
        .executableTarget(
            name: "WasmFuzzer", dependencies: ["FuzzDriver", .product(name: "TrellisHost", package: trellis)],
            swiftSettings: harness, linkerSettings: libFuzzer),
        // Bytes as a small view tree of extreme numbers and odd text, through layout and rendering.
        .executableTarget(
            name: "LayoutFuzzer", dependencies: ["FuzzDriver", .product(name: "Trellis", package: trellis)],
            swiftSettings: harness, linkerSettings: libFuzzer),
    ]
)
