// swift-tools-version: 6.1
// A plugin package outside the main one, as a third-party author writes it (made by
// `trellis new-plugin Rows`): it depends on TrellisPluginSDK by path, through the link
// Trellis -> ../.. (SwiftPM names a path dependency after its folder).
import PackageDescription

let package = Package(
    name: "Rows",
    products: [.library(name: "Rows", type: .dynamic, targets: ["Rows"])],
    dependencies: [.package(path: "Trellis")],
    targets: [
        .target(name: "Rows", dependencies: [.product(name: "TrellisPluginSDK", package: "Trellis")]),
    ]
)
