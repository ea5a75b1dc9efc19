import FuzzDriver

/// SwiftPM links an executable's `main` to `LayoutFuzzer_main`: libFuzzer's driver runs the harness.
@_cdecl("LayoutFuzzer_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { bytes, size in fuzz(bytes, size) }
}
