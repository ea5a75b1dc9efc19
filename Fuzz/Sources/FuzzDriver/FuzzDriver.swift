import Glibc

/// A harness: one input, as libFuzzer's `LLVMFuzzerTestOneInput` takes it.
public typealias FuzzHarness = @convention(c) (UnsafePointer<UInt8>, Int) -> CInt

/// Runs libFuzzer's driver on the command line with `harness`; a harness's `main` (SwiftPM
/// links an executable's `main` to `<Target>_main`, so libFuzzer's own `main` is not used)
/// returns what this returns. 2 when libFuzzer is not linked in.
public func runFuzzer(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, harness: FuzzHarness
) -> CInt {
    typealias Driver = @convention(c) (
        UnsafeMutablePointer<CInt>, UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>, FuzzHarness
    ) -> CInt
    guard let symbol = dlsym(nil, "LLVMFuzzerRunDriver") else {
        print("libFuzzer is not linked in: build with Scripts/fuzz.sh")
        return 2
    }
    var count = argc
    var arguments = argv
    return unsafeBitCast(symbol, to: Driver.self)(&count, &arguments, harness)
}
