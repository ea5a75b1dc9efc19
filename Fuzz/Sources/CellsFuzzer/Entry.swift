import Glibc

/// SwiftPM links an executable's `main` to `CellsFuzzer_main`, so libFuzzer's own `main` is not
/// used: hand the command line to its driver, with the harness.
@_cdecl("CellsFuzzer_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    typealias Driver = @convention(c) (
        UnsafeMutablePointer<CInt>, UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
    ) -> CInt
    guard let symbol = dlsym(nil, "LLVMFuzzerRunDriver") else {
        print("libFuzzer is not linked in: build with Scripts/fuzz.sh")
        return 2
    }
    var count = argc
    var arguments = argv
    return unsafeBitCast(symbol, to: Driver.self)(&count, &arguments) { bytes, size in fuzz(bytes, size) }
}
