import FuzzDriver

/// SwiftPM links an executable's `main` to `WasmFuzzer_main`: libFuzzer's driver runs the harness.
@_cdecl("WasmFuzzer_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { bytes, size in fuzz(bytes, size) }
}
