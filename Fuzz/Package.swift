// swift-tools-version: 6.1
//
// libFuzzer harnesses for Trellis, a package of their own so that the main build stays free of
// sanitizer flags. Build and run them with Scripts/fuzz.sh; by hand:
//
//   swift build --package-path Fuzz --scratch-path .build-fuzz -Xswiftc -sanitize=fuzzer,address
//   .build-fuzz/debug/DocumentFuzzer -max_total_time=60 corpus/
//
// -Xswiftc reaches every module built for the target (Trellis, TrellisScript, swift-syntax ...),
// which gives libFuzzer their coverage; the macro plugin is a build tool and is built without.
import Foundation
import PackageDescription

/// SwiftPM names a path dependency after its folder: the checkout's, whatever it is called.
let trellis = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

/// libFuzzer provides `main`; the harnesses only define `LLVMFuzzerTestOneInput`.
let harness: [SwiftSetting] = [.swiftLanguageMode(.v6), .unsafeFlags(["-parse-as-library"])]

let package = Package(
    name: "TrellisFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "..")],
    targets: [
        // Document text through the parser, checker, evaluator and renderer.
        .executableTarget(
            name: "DocumentFuzzer", dependencies: [.product(name: "TrellisScript", package: trellis)], swiftSettings: harness),
        // Bytes as the cells, styles and clusters a plugin returns, through the host's validation.
        .executableTarget(
            name: "CellsFuzzer", dependencies: [.product(name: "TrellisHost", package: trellis)], swiftSettings: harness),
    ]
)
