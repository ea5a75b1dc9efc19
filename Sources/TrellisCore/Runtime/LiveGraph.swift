import Synchronization

/// The retained state of a live runtime between frames: the value of every ``State`` keyed by
/// the identity of the view that declares it, what each body evaluated last (``BodyRecord``),
/// and the focusable controls of the last frame.
///
/// Bodies evaluated under a graph (it is in their environment) attach their `@State`
/// properties to the graph's slot for `(identity, view type, property)`, made from the
/// property's initial value the first time. A slot no view attached to during a frame
/// belongs to a view that left the tree, and is dropped when the frame ends; a view that
/// returns later starts again from its initial value, as in SwiftUI.
///
/// Frames are incremental (`IncrementalEvaluation.swift`): a body is evaluated again only
/// when something it read changed (its ``BodyMarks``) or its view or inputs changed; the
/// others add what they added last time.
///
/// A graph belongs to the thread that renders its frames; writes from elsewhere reach it only
/// through its ``LiveSignal``.
final class LiveGraph {
    /// The graphs alive in the process: while there are none, a body evaluation does not look
    /// for one in its environment (a walk of the environment's entries), so one-shot renders
    /// cost what they did before the runtime.
    private static let alive = Atomic<Int>(0)

    /// Whether any graph is alive.
    static var anyAlive: Bool { alive.load(ordering: .relaxed) > 0 }

    /// The slot of one state property.
    struct SlotKey: Hashable {
        /// The identity path of the view that declares the property.
        let identity: ViewIdentity
        /// The declaring type: a view and the views of its body share an identity.
        let type: ObjectIdentifier
        /// The property's position among the type's stored properties.
        let index: Int
    }

    /// Set when a state slot is written or an observed model changes.
    let signal: LiveSignal
    private var slots: [SlotKey: any AnyStateSlot] = [:]
    private var attached: Set<SlotKey> = []
    /// The bodies (of views and view modifiers) evaluated under this graph so far.
    private(set) var bodyEvaluations = 0
    /// The same, per view or modifier type.
    private(set) var bodyEvaluationsByType: [ObjectIdentifier: Int] = [:]
    /// The pieces of content made so far (``recordContent(at:inputs:_:)``: a lazy list's rows).
    var contentMade = 0
    /// What each body met in the last frame evaluated or added.
    var records: [BodyKey: BodyRecord] = [:]
    /// The number of the current frame: a record met in it carries it (``BodyRecord/metFrame``).
    private(set) var frameNumber = 0
    /// The number of the last frame that began by forgetting every record (a whole frame).
    private(set) var recordsClearedFrame = 0
    /// The number of records met in the current frame.
    var recordsMetCount = 0
    /// The effects being recorded, one log per body being evaluated, innermost last.
    var logs: [EffectLog] = []
    /// The marks of the body being evaluated, innermost, if any: read in place, not by
    /// copying its log (``logs``' `last` would copy the effects and objects it holds).
    var currentMarks: BodyMarks? { logs.isEmpty ? nil : logs[logs.count - 1].record.marks }
    /// Whether the current frame is resolving views (rather than laying out or drawing).
    private(set) var isResolving = false
    /// Whether the last frame evaluated a body or had a graph effect while laying out (a
    /// `GeometryReader`'s content, a plugin container's subviews): the next frame is whole,
    /// since such content is not recorded.
    private var affectedWhileLayingOut = false
    /// The focusable controls met while evaluating the current frame, in tree order.
    private(set) var controls: [FocusableControl] = []
    /// The click targets met while evaluating the current frame, in tree order.
    private var clickTargets: [ClickTarget] = []
    /// The identity of the focused control, if any.
    private(set) var focused: ViewIdentity?
    /// The focus request of the focused control: released when focus leaves it.
    private var focusedRequest: FocusRequest?
    private var lifecycle = LifecycleEvents()
    /// Where each control of the current frame was drawn (the union of its parts).
    private var regions: [ViewIdentity: CellRect] = [:]
    /// What the scroll views of the current frame drew (``ViewportRecorder``).
    var viewports = ViewportRecorder()
    /// The subscriptions to `ObservableObject`s held outside any body (an app's), by object.
    var rootObservations: [ObjectIdentifier: AnyCancellable] = [:]
    /// The objects held outside any body in the current frame.
    var rootObservationsMet: Set<ObjectIdentifier> = []
    /// The terminal's height in lines: no scroll view shows more (``ListWindow``).
    var screenHeight = 0
    /// The `scrollTo` asked since the current frame began, for the next one.
    private var askedScroll: ScrollRequest?
    /// The `scrollTo` the current frame draws.
    private(set) var drawnScroll: ScrollRequest?

    init(signal: LiveSignal) {
        self.signal = signal
        Self.alive.add(1, ordering: .relaxed)
    }

    deinit {
        Self.alive.subtract(1, ordering: .relaxed)
        if drawnScroll != nil { ScrollRequest.noteDrawing(false) }
    }

    /// The number of state slots held (the state of views in the last frame's tree).
    var slotCount: Int { slots.count }

    /// Starts a frame: no slot is attached and no control met yet. A `whole` frame (or one
    /// after a frame that had effects while laying out) evaluates every body again.
    func beginFrame(whole: Bool) {
        frameNumber += 1
        if whole || affectedWhileLayingOut {
            for record in records.values { record.isHeld = false }
            records.removeAll()
            recordsClearedFrame = frameNumber
        }
        affectedWhileLayingOut = false
        isResolving = true
        recordsMetCount = 0
        attached.removeAll(keepingCapacity: true)
        controls.removeAll(keepingCapacity: true)
        clickTargets.removeAll(keepingCapacity: true)
        regions.removeAll(keepingCapacity: true)
        rootObservationsMet.removeAll(keepingCapacity: true)
        viewports.beginFrame()
        if drawnScroll != nil { ScrollRequest.noteDrawing(false) }
        (drawnScroll, askedScroll) = (askedScroll, nil)
        if drawnScroll != nil { ScrollRequest.noteDrawing(true) }
    }

    /// Notes that the control `identity` was drawn (in part) in `rect`; inside a scroll view,
    /// it keeps the region until it knows where that is on screen.
    func noteRegion(_ rect: CellRect, of identity: ViewIdentity) {
        guard rect.size.width > 0, rect.size.height > 0, !viewports.capture(rect, of: identity) else { return }
        guard let known = regions[identity] else {
            regions[identity] = rect
            return
        }
        let minX = min(known.origin.x, rect.origin.x), minY = min(known.origin.y, rect.origin.y)
        let maxX = max(known.origin.x + known.size.width, rect.origin.x + rect.size.width)
        let maxY = max(known.origin.y + known.size.height, rect.origin.y + rect.size.height)
        regions[identity] = CellRect(origin: CellPoint(x: minX, y: minY), size: CellSize(width: maxX - minX, height: maxY - minY))
    }

    /// The control drawn at `column`, `row` of the last frame: the last one met in tree order
    /// (the innermost) whose drawn rectangle holds the cell.
    func control(atColumn column: Int, row: Int) -> FocusableControl? {
        controls.last { control in
            guard let rect = regions[control.identity] else { return false }
            return rect.origin.x <= column && column < rect.origin.x + rect.size.width
                && rect.origin.y <= row && row < rect.origin.y + rect.size.height
        }
    }

    /// The click target drawn at `column`, `row` of the last frame: the innermost.
    func clickTarget(atColumn column: Int, row: Int) -> ClickTarget? {
        clickTargets.last { target in
            guard let rect = regions[target.identity] else { return false }
            return rect.origin.x <= column && column < rect.origin.x + rect.size.width
                && rect.origin.y <= row && row < rect.origin.y + rect.size.height
        }
    }

    /// Ends a frame: drops the slots of views that left the tree, and moves focus off a control
    /// that left it. Returns the lifecycle actions the frame calls for (``LifecycleEvents``),
    /// for the caller to run once the frame is evaluated.
    func endFrame() -> [() -> Void] {
        if recordsMetCount != records.count {
            let frame = frameNumber
            records = records.filter { _, record in
                record.isHeld = record.metFrame == frame
                return record.isHeld
            }
        }
        if attached.count != slots.count {
            slots = slots.filter { attached.contains($0.key) }
        }
        if rootObservationsMet.count != rootObservations.count {
            rootObservations = rootObservations.filter { rootObservationsMet.contains($0.key) }
        }
        viewports.revealing = nil
        reconcileFocus()
        return lifecycle.endFrame()
    }

    /// The tasks the living views' `task` modifiers started, running or ended.
    var tasks: [Task<Void, Never>] { lifecycle.tasks }

    /// Keeps the tasks of views that leave the tree, for ``takeRetiredTasks()``.
    func keepRetiredTasks() { lifecycle.keepsRetiredTasks = true }

    /// The tasks cancelled as their views left the tree since the last call.
    func takeRetiredTasks() -> [Task<Void, Never>] { lifecycle.takeRetiredTasks() }

    /// Cancels the views' tasks and `onReceive` subscriptions, as the runtime ends.
    func cancelAll() { lifecycle.cancelAll() }

    /// The focused control of the last frame, if any.
    var focusedControl: FocusableControl? {
        guard let focused else { return nil }
        return controls.first { $0.identity == focused }
    }

    /// Moves focus to `control` (or off every control): releases the focus request of the
    /// control that had it, sets the new one's, and asks for a frame to show the move.
    func focus(_ control: FocusableControl?) {
        let request = control?.request
        if let old = focusedRequest, old.key != request?.key { old.set(false) }
        focused = control?.identity
        viewports.revealing = control?.identity
        focusedRequest = request
        request?.set(true)
        signal.invalidate()
    }

    /// Makes focus agree with the frame just evaluated: off a control that left the tree or
    /// whose `@FocusState` no longer asks for it, onto the first control whose state asks for
    /// it when the focused one's does not.
    private func reconcileFocus() {
        let current = focusedControl
        if focused != nil, current == nil || current?.request?.isRequested() == false {
            focus(nil)
        }
        let currentKey = focusedControl?.request?.key
        if let requested = controls.first(where: { $0.request?.isRequested() == true }), requested.request?.key != currentKey {
            focus(requested)
        }
    }

    /// Asks the next frame, made whole, to scroll to the view `request` names.
    func requestScroll(_ request: ScrollRequest) {
        askedScroll = request
        signal.invalidate()
    }

    /// Ends the resolution of the current frame: what follows is layout and drawing.
    func endResolution() {
        isResolving = false
    }

    /// Records a lifecycle modifier met at `identity` in the current frame.
    func meetLifecycle(_ hooks: LifecycleEvents.Hooks, at identity: ViewIdentity) {
        record(.lifecycle(hooks, identity), dependsOnFrame: true)
        lifecycle.meet(hooks, at: identity)
    }

    /// Counts one body evaluation, of a view or modifier of type `type`.
    func noteBodyEvaluation(of type: Any.Type) {
        bodyEvaluations += 1
        bodyEvaluationsByType[ObjectIdentifier(type), default: 0] += 1
        if !isResolving { affectedWhileLayingOut = true }
    }

    /// The slot for `key`, made from `initial`'s value if the view is new to the graph. A
    /// write to it marks the body being evaluated (``BodyMarks``), or asks for a whole frame
    /// when no body is (state attached outside any recorded body).
    func slot<Value>(for key: SlotKey, initial: StateBox<Value>) -> StateBox<Value> {
        attached.insert(key)
        record(.slot(key), dependsOnFrame: false)
        let slot: StateBox<Value>
        if let existing = slots[key] as? StateBox<Value> {
            slot = existing
        } else {
            slot = StateBox(slotFrom: initial, signal: signal)
            slots[key] = slot
        }
        slot.marks = currentMarks
        return slot
    }

    /// The slot for `key` that is not a `@State` (a scroll view's offset), made by `make` if
    /// the view is new to the graph; kept while the view is, as a state slot is.
    func slot<Slot: AnyStateSlot>(for key: SlotKey, make: () -> Slot) -> Slot {
        attached.insert(key)
        record(.slot(key), dependsOnFrame: false)
        if let existing = slots[key] as? Slot { return existing }
        let slot = make()
        slots[key] = slot
        return slot
    }

    /// Registers a focusable control met in this frame; returns whether it has focus.
    func register(_ control: FocusableControl) -> Bool {
        record(.control(control), dependsOnFrame: true)
        controls.append(control)
        return control.identity == focused
    }

    /// Registers a click target met in this frame.
    func register(_ target: ClickTarget) {
        record(.clickTarget(target), dependsOnFrame: false)
        clickTargets.append(target)
    }

    /// Notes that the content being resolved had an effect a record cannot have again (a
    /// preference written): the bodies being evaluated resolve their content every frame.
    func noteUnrepeatableEffect() {
        for index in logs.indices { logs[index].replayable = false }
    }

    /// Logs `effect` for the body being evaluated; `dependsOnFrame`: what it registered
    /// depends on the frame (focus), so a body that had it is not reused for a new content.
    private func record(_ effect: GraphEffect, dependsOnFrame: Bool) {
        if !isResolving { affectedWhileLayingOut = true }
        guard !logs.isEmpty else { return }
        logs[logs.count - 1].effects.append(effect)
        if dependsOnFrame { logs[logs.count - 1].hasControlEffects = true }
    }

    /// Has `effect` again, for content reused from a record.
    func repeatEffect(_ effect: GraphEffect) {
        switch effect {
        case .slot(let key): attached.insert(key)
        case .control(let control): controls.append(control)
        case .clickTarget(let target): clickTargets.append(target)
        case .lifecycle(let hooks, let identity): lifecycle.meet(hooks, at: identity)
        case .body(let record):
            guard record.isHeld, record.metFrame != frameNumber else { return }
            record.metFrame = frameNumber
            recordsMetCount += 1
            for effect in record.bodyEffects { repeatEffect(effect) }
            for effect in record.contentEffects { repeatEffect(effect) }
        }
    }
}

/// A slot of a ``LiveGraph``: the storage of one `@State`, whatever its value type.
protocol AnyStateSlot: AnyObject {}

/// A dynamic property whose storage lives in a ``LiveGraph`` when a view is evaluated under one.
protocol GraphStoredProperty {
    /// Points the property's storage at the graph's slot `key`.
    func _attach(to graph: LiveGraph, key: LiveGraph.SlotKey)
}

extension EnvironmentValues {
    /// The live runtime's graph the view is evaluated under; `nil` in a one-shot render.
    var liveGraph: LiveGraph? {
        get { self[LiveGraphKey.self] }
        set { self[LiveGraphKey.self] = newValue }
    }
}

private struct LiveGraphKey: EnvironmentKey {
    static var defaultValue: LiveGraph? { nil }
}
