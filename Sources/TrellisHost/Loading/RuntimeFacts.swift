import CTrellis
import TrellisABI

/// The build facts of this host, for its magic block and for comparing plugins' ones.
enum RuntimeFacts {
    /// The magic block of code built with this toolchain and header, in `runtime`.
    static func magic(runtime: Int32, version: UnsafePointer<CChar>?) -> trellis_magic {
        trellis_magic(
            struct_size: UInt32(MemoryLayout<trellis_magic>.size),
            abi_major: UInt16(TRELLIS_ABI_MAJOR), abi_minor: UInt16(TRELLIS_ABI_MINOR),
            abi_minor_required: UInt16(TRELLIS_ABI_MINOR),
            pointer_size: UInt16(MemoryLayout<UnsafeRawPointer>.size),
            value_size: UInt16(MemoryLayout<trellis_value>.size),
            runtime: UInt16(runtime), runtime_version: version)
    }
}
