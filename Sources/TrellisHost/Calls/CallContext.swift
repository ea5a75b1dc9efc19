import CTrellis
import TrellisABI
import Trellis

/// The host's state during one plugin call: what the plugin may ask for, and what it answered.
/// Plugins see it as an opaque `trellis_context *`, valid only during the call.
final class CallContext {
    enum Kind {
        /// `size_that_fits`: may measure subviews, not draw.
        case measure
        /// `layout`: measures and draws into `output`.
        case layout
        /// A modifier: sets values on the modified view.
        case modifier(PluginModifierDeclaration)
    }

    let kind: Kind
    let plugin: Plugin
    let member: String
    let proposal: CellProposal
    let children: EmbeddedChildren?
    /// The answer of a layout call, once `begin_output` has sized it.
    var output: CellBlock?
    /// Whether nothing was drawn into `output` yet (cells covering it can then replace it).
    var outputIsBlank = false
    /// The message a failing call attached with `set_error`.
    var errorMessage: String?
    /// Misuse of the host's functions during the call: the call fails with the first one.
    var misuse: String?
    /// Why the sandbox stopped a wasm plugin during the call (a trap, its fuel, its memory cap).
    var sandboxStop: String?
    /// What a container call asked of its subviews, with the answers: the call's answer is
    /// kept with them (``PluginCallMemo``).
    var subviewQueries: [PluginSubviewQuery] = []
    /// Container and environment values a modifier set, in order.
    var writes: [(scope: PluginKeyScope, name: String, value: PluginValue)] = []
    /// Memory for what the host lends during the call (rendered subviews).
    let arena = Arena()
    /// What the render's wasm calls may still spend (set by the host when the call starts).
    var renderBudget: RenderBudget?

    init(kind: Kind, plugin: Plugin, member: String, proposal: CellProposal = .unspecified, children: EmbeddedChildren? = nil) {
        self.kind = kind
        self.plugin = plugin
        self.member = member
        self.proposal = proposal
        self.children = children
    }

    /// Runs `body` with the context's address registered as live.
    func withPointer<R>(_ body: (OpaquePointer) -> R) -> R {
        let raw = Unmanaged.passUnretained(self).toOpaque()
        LiveHandles.insert(raw)
        defer { LiveHandles.remove(raw) }
        return body(OpaquePointer(raw))
    }

    /// The live context at `pointer`, or `nil` for a pointer the host did not hand out or that
    /// is no longer valid.
    static func from(_ pointer: OpaquePointer?) -> CallContext? {
        guard let pointer, LiveHandles.contains(UnsafeRawPointer(pointer)) else { return nil }
        return Unmanaged<CallContext>.fromOpaque(UnsafeRawPointer(pointer)).takeUnretainedValue()
    }

    /// What the call is, for breadcrumbs.
    var activity: PluginActivity {
        switch kind {
        case .measure: PluginActivity(kind: .measure, plugin: plugin.name, member: member)
        case .layout: PluginActivity(kind: .layout, plugin: plugin.name, member: member)
        case .modifier: PluginActivity(kind: .modifier, plugin: plugin.name, member: member)
        }
    }

    /// Records a misuse and returns `status` for the plugin.
    func reject(_ status: Int32, _ message: String) -> trellis_status {
        if misuse == nil { misuse = message }
        return trellis_status(status)
    }

    /// The error of a call that returned `status`, or `nil` when it succeeded cleanly.
    func failure(status: trellis_status) -> PluginError? {
        if let sandboxStop {
            return PluginError(plugin: plugin.name, member: member, reason: .crashed("stopped by the sandbox: \(sandboxStop)"))
        }
        if let misuse {
            return PluginError(plugin: plugin.name, member: member, reason: .invalid(misuse))
        }
        guard status != TRELLIS_OK else { return nil }
        guard (0...TRELLIS_STATUS_MAX).contains(status) else {
            return PluginError(plugin: plugin.name, member: member, reason: .invalid("returned status \(status), outside 0...\(TRELLIS_STATUS_MAX)"))
        }
        return PluginError(plugin: plugin.name, member: member, reason: .failed(errorMessage ?? "status \(status)"))
    }
}
