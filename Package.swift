// swift-tools-version: 6.1
//
// Trellis: SwiftUI's container model on Linux, rendered as laid-out text.
import CompilerPluginSupport
import PackageDescription

let swiftSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
]

/// The bundled container plugins written in Swift. Each is a library target with the container
/// as an ordinary view (`Plugins/Name/Container`, target `NameContainer`, usable in-process)
/// and a dynamic library exporting it (`Plugins/Name/Plugin`, product `Name`: `libName.so`
/// beside the trellis executable).
let swiftPlugins = ["DisplayBoard", "Checklist", "Carousel", "Magazine", "Sections"]

let package = Package(
    name: "Trellis",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Trellis", targets: ["Trellis"]),
        .library(name: "TrellisHost", targets: ["TrellisHost"]),
        .library(name: "TrellisPluginSDK", targets: ["TrellisPluginSDK"]),
        .library(name: "TrellisScript", targets: ["TrellisScript"]),
        .library(name: "TrellisPorting", targets: ["TrellisPorting"]),
        .library(name: "Kanban", type: .dynamic, targets: ["Kanban"]),
        .executable(name: "trellis", targets: ["trellis"]),
    ] + swiftPlugins.map { .library(name: $0, type: .dynamic, targets: [$0]) },
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.1"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        // `swift package generate-documentation` for the DocC catalogs (Sources/*/*.docc).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // The WebAssembly interpreter that runs `Name.wasm` plugins (fuel-metered, no JIT).
        .package(url: "https://github.com/swiftwasm/WasmKit", from: "0.1.0"),
    ],
    targets: [
        .macro(
            name: "TrellisMacros",
            dependencies: [
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            ],
            swiftSettings: swiftSettings
        ),
        // What `import Trellis` names: an umbrella re-exporting the engine, the vocabulary,
        // Foundation and Observation, as `import SwiftUI` brings them.
        .target(name: "Trellis", dependencies: ["TrellisCore", "TrellisVocabulary"], swiftSettings: swiftSettings),
        // The engine: every public declaration here draws or runs.
        .target(
            name: "TrellisCore",
            dependencies: [
                "TrellisMacros", .target(name: "TrellisCoreGraphics", condition: .when(platforms: [.linux])),
                .target(name: "CoreGraphics", condition: .when(platforms: [.linux])),
                .target(name: "TrellisCombine", condition: .when(platforms: [.linux])),
                .target(name: "Combine", condition: .when(platforms: [.linux])),
            ],
            swiftSettings: swiftSettings),
        // SwiftUI's names that draw nothing of their own, so that SwiftUI code compiles; it
        // reaches the engine's internals through `package` declarations.
        .target(name: "TrellisVocabulary", dependencies: ["TrellisCore"], swiftSettings: swiftSettings),
        // Core Graphics' types that Foundation lacks on Linux, and `import CoreGraphics` there:
        // Foundation's geometry plus those types (Trellis re-exports the first, not the second).
        // The module makes `canImport(CoreGraphics)` true for every package built beside Trellis,
        // so what such code commonly builds (`CGColor` among it) must exist in it.
        .target(name: "TrellisCoreGraphics", swiftSettings: swiftSettings),
        .target(name: "CoreGraphics", dependencies: ["TrellisCoreGraphics"], swiftSettings: swiftSettings),
        // Combine on Linux, working (publishers, subjects, operators, schedulers, `@Published`,
        // `ObservableObject`), and `import Combine` there; Trellis re-exports the first.
        .target(name: "TrellisCombine", swiftSettings: swiftSettings),
        .target(name: "Combine", dependencies: ["TrellisCombine"], swiftSettings: swiftSettings),
        // The plugin C ABI: the header alone (Headers/trellis_plugin.h); C plugins need nothing else.
        // Headers/wasm: what wasm plugins compile with (Headers/ABI-wasm.md), not host code.
        .target(name: "CTrellis", path: "Headers", exclude: ["wasm"], publicHeadersPath: "."),
        // A container plugin in plain C (Plugins/Kanban/kanban.c says how to build it alone).
        .target(name: "Kanban", dependencies: ["CTrellis"], path: "Plugins/Kanban", publicHeadersPath: "."),
        // libffi, for calling plugin-declared modifiers by their signature strings.
        .systemLibrary(name: "CFFI", pkgConfig: "libffi", providers: [.apt(["libffi-dev"])]),
        // The one value model of documents, the host and plugins, in Swift alone: the document
        // language uses it without the C header.
        .target(name: "TrellisPluginValues", dependencies: ["TrellisCore"], swiftSettings: swiftSettings),
        // What the host and the Swift SDK both need at the boundary: plugin values (re-exported),
        // cells and styles to and from C (package access).
        .target(name: "TrellisABI", dependencies: ["Trellis", "TrellisPluginValues", "CTrellis"], swiftSettings: swiftSettings),
        .target(
            name: "TrellisHost",
            dependencies: ["Trellis", "TrellisABI", "CTrellis", "CFFI", .product(name: "WasmKit", package: "WasmKit")],
            swiftSettings: swiftSettings),
        .target(name: "TrellisPluginSDK", dependencies: ["Trellis", "TrellisABI", "CTrellis"], swiftSettings: swiftSettings),
        .target(
            name: "TrellisScript",
            dependencies: [
                "Trellis", "TrellisPluginValues",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            swiftSettings: swiftSettings
        ),
        // Porting SwiftUI code: the symbol tables generated from the Trellis module (one copy),
        // the report on the names a file uses, and the compiler pass, behind `check --porting`
        // and the compatibility tests.
        .target(
            name: "TrellisPorting",
            dependencies: ["TrellisScript", .product(name: "SwiftSyntax", package: "swift-syntax")],
            swiftSettings: swiftSettings),
        // Documents' `import Name` through the plugin host: the glue between the two.
        .target(name: "TrellisScriptHost", dependencies: ["Trellis", "TrellisHost", "TrellisScript"], swiftSettings: swiftSettings),
        // The command line's commands and requests, a library so that tests import it; the
        // `trellis` executable is its one-line entry point.
        .target(
            name: "TrellisCommandLine",
            dependencies: [
                "Trellis", "TrellisHost", "TrellisScript", "TrellisScriptHost", "TrellisPorting",
            ],
            swiftSettings: swiftSettings
        ),
        // Exports none of its symbols (an executable exports every public one by default: some
        // 50,000, which the dynamic loader searches on each start and which nothing uses, since
        // plugins meet the host only through the C ABI). In release it is not position-independent,
        // so the loader has none of its 140,000 pointers to relocate before `main` (README,
        // Performance); sanitized builds, which are debug ones, need it position-independent.
        .executableTarget(
            name: "trellis", dependencies: ["TrellisCommandLine"], swiftSettings: swiftSettings,
            linkerSettings: [
                .unsafeFlags(["-Xlinker", "--no-export-dynamic"], .when(platforms: [.linux])),
                .unsafeFlags(["-Xclang-linker", "-no-pie"], .when(platforms: [.linux], configuration: .release)),
            ]),
        // The seeds' containers ported with only the import changed, and a gallery that renders them.
        .target(name: "SeedExamples", dependencies: ["Trellis"], path: "Examples/Seeds", swiftSettings: swiftSettings),
        .executableTarget(
            name: "trellis-gallery", dependencies: ["Trellis", "SeedExamples"], path: "Examples/Gallery",
            swiftSettings: swiftSettings),
        // A SwiftUI app that runs in the terminal (the live runtime's example).
        .executableTarget(name: "trellis-todo", dependencies: ["Trellis"], path: "Examples/TodoApp", swiftSettings: swiftSettings),
        // Benchmarks: run in release, e.g. `swift run -c release resolution-benchmark`.
        .executableTarget(
            name: "resolution-benchmark", dependencies: ["Trellis"], path: "Benchmarks/ResolutionBenchmark",
            swiftSettings: swiftSettings),
        .executableTarget(
            name: "runtime-benchmark", dependencies: ["Trellis", "TrellisHost"], path: "Benchmarks/RuntimeBenchmark",
            swiftSettings: swiftSettings),
        .executableTarget(
            name: "document-benchmark", dependencies: ["Trellis", "TrellisScript"], path: "Benchmarks/DocumentBenchmark",
            swiftSettings: swiftSettings),
        .executableTarget(
            name: "plugin-benchmark", dependencies: ["TrellisHost", "DisplayBoardContainer"], path: "Benchmarks/PluginBenchmark",
            swiftSettings: swiftSettings),
        .executableTarget(
            name: "render-benchmark", dependencies: ["Trellis"], path: "Benchmarks/RenderBenchmark",
            swiftSettings: swiftSettings),
        .testTarget(
            name: "TrellisTests",
            dependencies: ["Trellis", "SeedExamples", .product(name: "PropertyBased", package: "swift-property-based")],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "TrellisScriptTests",
            dependencies: [
                "TrellisScript", "TrellisPluginValues", .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "SwiftParser", package: "swift-syntax"), .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "TrellisHostTests",
            dependencies: ["TrellisHost", "CTrellis"] + swiftPlugins.map { .target(name: "\($0)Container") },
            exclude: ["Fixtures"],  // C sources the tests compile at run time
            swiftSettings: swiftSettings),
        // The porting tables and report, and the compatibility suite typechecked by the same pass
        // `check --porting` runs (Tests/CompatibilitySuite).
        .testTarget(name: "TrellisPortingTests", dependencies: ["TrellisPorting"], swiftSettings: swiftSettings),
        .testTarget(name: "TrellisScriptHostTests", dependencies: ["TrellisScriptHost"], swiftSettings: swiftSettings),
        .testTarget(
            name: "TrellisCLITests", dependencies: ["TrellisCommandLine", "trellis", "trellis-todo"],
            exclude: ["Fixtures", "Golden", "PluginGolden"],  // documents and expected output the tests run the CLI on
            swiftSettings: swiftSettings),
        .testTarget(
            name: "TrellisMacrosTests",
            dependencies: [
                "TrellisMacros",
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            ],
            swiftSettings: swiftSettings
        ),
    ] + swiftPlugins.flatMap { name -> [Target] in
        [
            .target(name: "\(name)Container", dependencies: ["Trellis"], path: "Plugins/\(name)/Container", swiftSettings: swiftSettings),
            .target(
                name: name, dependencies: [.target(name: "\(name)Container"), "TrellisPluginSDK"], path: "Plugins/\(name)/Plugin",
                swiftSettings: swiftSettings),
        ]
    }
)
