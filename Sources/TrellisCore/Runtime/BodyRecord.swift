/// What a ``LiveGraph`` keeps of one evaluated body between frames, so that a later frame can
/// reuse it instead of evaluating the body again: the view and inputs it was evaluated with,
/// the body it returned, what its content added to the enclosing view list, and the graph
/// effects (state slots, focusable controls, lifecycle hooks, nested bodies) that making that
/// content had, to be had again when the content is reused.
final class BodyRecord {
    let marks: BodyMarks
    /// The number of the last frame that met this body (``LiveGraph/frameNumber``).
    var metFrame = 0
    /// Whether the graph still holds this record: false once it was dropped or another took
    /// its key. The content that nested it names it directly (``GraphEffect/body(_:)``), so
    /// having that content again costs no lookup.
    var isHeld = true
    /// The view whose body this is, as last evaluated.
    var view: Any
    /// The body it returned.
    var body: Any
    /// The inputs it was evaluated with.
    var inputs: _ViewInputs
    /// The kind of list its content was added to: content made for one kind is not reused in
    /// another.
    var listKind: _ViewList.Kind
    /// What its content added to the list.
    var contribution: _ViewList.Contribution
    /// The effects of evaluating `body` (state slots attached), had again whenever the body is
    /// reused.
    var bodyEffects: [GraphEffect] = []
    /// The effects of resolving the content, had again when the content is reused.
    var contentEffects: [GraphEffect] = []
    /// Whether evaluating `body` registered a control or met a lifecycle hook: such a body is
    /// evaluated again rather than reused when its content is resolved again, since what it
    /// registered depends on the frame.
    var bodyHasControlEffects = false
    /// Whether the content had an effect that cannot be had again from the record (a
    /// preference written, children handed to a sink): the content is always resolved again.
    var replayable = true
    /// The `ObservableObject`s evaluating `body` held, each with the subscription to its
    /// changes (``LiveGraph/observe(_:)``).
    var observations: [ObjectIdentifier: AnyCancellable] = [:]
    /// The same, for objects held by bodies evaluated in place while the content was resolved.
    var contentObservations: [ObjectIdentifier: AnyCancellable] = [:]

    init(marks: BodyMarks, view: Any, body: Any, inputs: _ViewInputs, listKind: _ViewList.Kind) {
        self.marks = marks
        self.view = view
        self.body = body
        self.inputs = inputs
        self.listKind = listKind
        self.contribution = .empty
    }
}

/// A body of a ``LiveGraph``: the identity it stands at and its view type (a view and the
/// views of its body share an identity).
struct BodyKey: Hashable {
    let identity: ViewIdentity
    let type: ObjectIdentifier
}

/// Something making a view's content did to a ``LiveGraph`` beyond making layout nodes: done
/// again, in order, when a frame reuses the content.
enum GraphEffect {
    /// A state slot attached.
    case slot(LiveGraph.SlotKey)
    /// A focusable control registered.
    case control(FocusableControl)
    /// A click target registered.
    case clickTarget(ClickTarget)
    /// A lifecycle modifier met.
    case lifecycle(LifecycleEvents.Hooks, ViewIdentity)
    /// A nested body kept.
    case body(BodyRecord)
}

/// The effects being recorded for one body while it is evaluated.
struct EffectLog {
    let record: BodyRecord
    var effects: [GraphEffect] = []
    var hasControlEffects = false
    var replayable = true
    /// Whether `body` is being evaluated (rather than its content resolved).
    var isBodyPhase = true
    /// The objects held so far, with their subscriptions (``LiveGraph/observe(_:)``).
    var observations: [ObjectIdentifier: AnyCancellable] = [:]
}
