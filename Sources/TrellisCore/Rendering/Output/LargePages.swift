import Foundation

/// Output buffers in huge pages: a render's output of many megabytes is written once into
/// fresh memory, and on Linux each 4 KiB page of it costs a fault; asking for 2 MiB pages
/// (transparent huge pages in `madvise` mode, the common default) makes that 512 times fewer.
enum LargePages {
    private static let size = 1 << 21

    /// Advises the kernel to back the whole 2 MiB pages inside `count` bytes at `base` with
    /// huge pages; does nothing for smaller buffers or where the kernel cannot.
    static func advise(_ base: UnsafeMutablePointer<UInt8>, count: Int) {
        #if os(Linux)
        let address = Int(bitPattern: base)
        let start = (address + size - 1) & ~(size - 1)
        let end = (address + count) & ~(size - 1)
        guard end > start, let pointer = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(pointer, end - start, MADV_HUGEPAGE)
        #endif
    }
}
