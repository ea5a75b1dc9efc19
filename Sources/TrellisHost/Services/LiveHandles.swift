import Synchronization

/// The addresses the host has handed to plugins and that are still valid (host tables and call
/// contexts). A pointer a plugin passes back is used only if it is here, so a plugin that passes
/// a stale or made-up pointer gets an error instead of corrupting the host.
enum LiveHandles {
    private static let addresses = Mutex<Set<UInt>>([])

    static func insert(_ pointer: UnsafeRawPointer) {
        _ = addresses.withLock { $0.insert(UInt(bitPattern: pointer)) }
    }

    static func remove(_ pointer: UnsafeRawPointer) {
        _ = addresses.withLock { $0.remove(UInt(bitPattern: pointer)) }
    }

    static func contains(_ pointer: UnsafeRawPointer) -> Bool {
        addresses.withLock { $0.contains(UInt(bitPattern: pointer)) }
    }
}
