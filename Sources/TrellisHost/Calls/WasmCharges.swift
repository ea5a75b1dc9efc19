/// What host work done for a wasm plugin costs it in fuel (about one unit per WebAssembly
/// operator, a few nanoseconds), so that the host's share of a call is bounded by the same
/// budget as the plugin's own: an import is charged when it is called, before it does the work.
enum WasmCharges {
    /// Any import call, whatever it does.
    static let call = 100
    /// Text the host measures, segments or writes out (`text_width`, `text_prefix_fitting`,
    /// `put_text`, `log`): one unit per byte.
    static func text(_ bytes: Int) -> Int { max(0, bytes) }
    /// Bytes copied between the host and the plugin's memory: one unit per 8.
    static func copy(_ bytes: Int) -> Int { max(0, bytes) / 8 }
    /// Memory or table bytes the engine copies to grow (it reallocates the whole): one unit per 4
    /// (an allocator that grows by doubling, as `trellis_wasm.c`'s does, pays this a few times over).
    static func growth(_ bytes: Int) -> UInt64 { UInt64(max(0, bytes) / 4) }
    /// Fresh memory or table bytes the engine allocates zero-filled (the kernel clears a page when
    /// it is first touched, and the plugin's own instructions touch it): one unit per 64, what
    /// WasmKit charges `memory.fill` per byte.
    static func zeroed(_ bytes: Int) -> UInt64 { UInt64(max(0, bytes) / 64) }
    /// Cells the host draws or renders for the plugin (an answer, a rendered subview): one unit each.
    static func cells(width: Int32, height: Int32) -> Int { Int(max(0, width)) * Int(max(0, height)) }
}
