import Foundation

/// The main dispatch queue as a run loop of one's own drives it on Linux, as Foundation's
/// `RunLoop` does: a descriptor that becomes readable when work is queued, and the call that
/// runs that work. Main-actor jobs (a view's `task`, a `Task` started in an action) are queued
/// there, so the terminal loop polls the descriptor beside standard input.
///
/// libdispatch exports both functions for Foundation without declaring them in a public
/// header; they are looked up at run time, and a platform without them leaves `nil`.
struct MainQueueDrain {
    private let run: @convention(c) (UnsafeMutableRawPointer?) -> Void
    /// Readable while main-queue work waits.
    let descriptor: Int32

    init?() {
        let process = dlopen(nil, RTLD_NOW)
        guard let handle = dlsym(process, "_dispatch_get_main_queue_handle_4CF"),
            let drain = dlsym(process, "_dispatch_main_queue_callback_4CF")
        else { return nil }
        descriptor = unsafeBitCast(handle, to: (@convention(c) () -> Int32).self)()
        run = unsafeBitCast(drain, to: (@convention(c) (UnsafeMutableRawPointer?) -> Void).self)
        guard descriptor >= 0 else { return nil }
    }

    /// Runs the work queued on the main queue; called on the main thread. The descriptor (an
    /// eventfd, non-blocking) is read first, so that it is readable again only for work queued
    /// after this.
    func drain() {
        var count: UInt64 = 0
        _ = read(descriptor, &count, MemoryLayout<UInt64>.size)
        run(nil)
    }
}
