import Glibc
import Synchronization

/// What plugin code a process is running, written to a file as it changes so that another
/// process can name the plugin after this one crashed, hung or ran out of memory.
///
/// Only an isolated child writes breadcrumbs (``IsolatedRun/enterChild()`` finds the file);
/// elsewhere noting an activity costs one atomic load. The file holds one record of
/// ``recordSize`` bytes after the channel's header (`IsolationChannel`), rewritten in place:
/// the innermost activity as `kind<TAB>plugin<TAB>member`, or nothing between calls.
enum PluginBreadcrumbs {
    /// The breadcrumb file's descriptor, or -1 when breadcrumbs are off.
    static let descriptor = Atomic<Int32>(-1)
    /// The size of a record; longer ones are cut.
    static let recordSize = 512

    private static let current = Mutex<PluginActivity?>(nil)

    /// Runs `body` with `activity` noted as the innermost plugin code running.
    static func during<R, Failure: Error>(_ activity: PluginActivity, _ body: () throws(Failure) -> R) throws(Failure) -> R {
        let file = descriptor.load(ordering: .relaxed)
        guard file >= 0 else { return try body() }
        let previous = current.withLock { current in
            defer { current = activity }
            return current
        }
        write(activity, to: file)
        defer {
            current.withLock { $0 = previous }
            write(previous, to: file)
        }
        return try body()
    }

    private static func write(_ activity: PluginActivity?, to file: Int32) {
        var record = [UInt8](repeating: 0, count: recordSize)
        if let activity {
            let bytes = Array(activity.record.utf8.prefix(recordSize))
            record.replaceSubrange(0..<bytes.count, with: bytes)
        }
        _ = record.withUnsafeBytes { pwrite(file, $0.baseAddress, recordSize, off_t(IsolationChannel.recordOffset)) }
    }
}

/// Plugin code a process was running: what it was doing, in which plugin and member.
public struct PluginActivity: Hashable, Sendable {
    /// What the host had asked of the plugin.
    public enum Kind: String, Sendable {
        /// Its entry point and declarations (`plugin` is then the file's path).
        case load
        /// A container's `size_that_fits`.
        case measure
        /// A container's `layout`.
        case layout
        /// A modifier.
        case modifier
    }

    public let kind: Kind
    /// The plugin's name, or its path while it loads.
    public let plugin: String
    /// The container or modifier, if any.
    public let member: String?

    public init(kind: Kind, plugin: String, member: String?) {
        self.kind = kind
        self.plugin = plugin
        self.member = member
    }

    /// `kind<TAB>plugin<TAB>member`.
    var record: String { "\(kind.rawValue)\t\(plugin)\t\(member ?? "")" }

    /// The activity of a record, or `nil` for an empty or unreadable one.
    init?(record: String) {
        let fields = record.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 3, let kind = Kind(rawValue: fields[0]), !fields[1].isEmpty else { return nil }
        self.init(kind: kind, plugin: fields[1], member: fields[2].isEmpty ? nil : fields[2])
    }

    /// "while laying out", for messages.
    var phrase: String {
        switch kind {
        case .load: "while loading"
        case .measure: "while measuring"
        case .layout: "while laying out"
        case .modifier: "in its modifier"
        }
    }
}
