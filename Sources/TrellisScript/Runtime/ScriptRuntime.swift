import Foundation
import Trellis

/// The run-time state of one document: its global frame, the failures met while Trellis
/// evaluated its closures and bodies, and the containers seen (for `resolve`).
final class ScriptRuntime {
    /// The top-level `let`s.
    var globals = Frame(parent: nil, size: 0)
    /// Failures in code Trellis calls lazily (bodies, `ForEach` content); they are reported
    /// after rendering, and the view that failed draws nothing.
    private(set) var failures: [RuntimeFailure] = []
    /// The containers instantiated at the document's top level, when `resolve` asks for them.
    var recorder: ContainerRecorder?
    /// The deepest nesting of document struct views, and of calls of document methods and
    /// modifiers: what keeps a struct that contains itself, or a method that calls itself,
    /// from overflowing the stack.
    let maxDepth: Int
    /// The calls of document methods and modifiers running now.
    private var callDepth = 0
    /// The locale numbers and dates are formatted in (``ScriptDocument/locale``).
    var locale = ScriptDocument.defaultLocale
    /// What every step and every byte the document makes is charged to.
    let meter: WorkMeter

    init(maxDepth: Int, limits: ScriptLimits) {
        self.maxDepth = maxDepth
        self.meter = WorkMeter(limits: limits)
    }

    /// Runs the body of a document method, computed property or modifier called at
    /// `location`: one step of work, within ``maxDepth``.
    func call(at location: SourceLocation, _ body: () throws -> Value) throws -> Value {
        try meter.step(at: location)
        guard callDepth < maxDepth else {
            throw RuntimeFailure(limit: "calls nest more than \(maxDepth) levels deep, the limit (a method or modifier that calls itself?)", location: location)
        }
        callDepth += 1
        defer { callDepth -= 1 }
        return try body()
    }

    /// Called when a failure is recorded: a live run stops there (`ScriptDocument.run`).
    var onFailure: (() -> Void)?

    /// Runs `body`, turning a failure into an empty view and a recorded failure.
    func guarded(_ body: () throws -> AnyView) -> AnyView {
        do {
            return try body()
        } catch {
            record(error)
            return AnyView(EmptyView())
        }
    }

    /// Runs a document action, a failure recorded: as a run of its own (a button pressed, a
    /// control's write: the meter restarted) or within the current one (`onAppear`), so that
    /// a runaway action stops at the limits.
    func perform(restartingMeter: Bool, _ action: () throws -> Void) {
        if restartingMeter { meter.restart() }
        actionDepth += 1
        defer { actionDepth -= 1 }
        do {
            try action()
        } catch {
            record(error)
        }
    }

    /// How many actions are running now: state changes only in one (an assignment while a
    /// body is evaluated would draw a frame that draws another, without end).
    private var actionDepth = 0
    var isActing: Bool { actionDepth > 0 }

    /// Fails at `location` unless an action is running, before `property` of `owner` (a view
    /// struct or a class) is written.
    func requireAction(writing property: String, of owner: String, at location: SourceLocation) throws {
        guard isActing else {
            throw RuntimeFailure(message: "'\(property)' of \(owner) is changed while a body is evaluated; "
                                 + "change state in an action (a Button's, onAppear, onChange, onSubmit)", location: location)
        }
    }

    /// Keeps `error`, a failure not reported yet, for ``failures``.
    private func record(_ error: any Error) {
        guard let failure = error as? RuntimeFailure, !failure.isReported,
              !failures.contains(where: { $0.location == failure.location && $0.message == failure.message })
        else { return }
        failures.append(failure)
        onFailure?()
    }
}

/// An instance of a document `struct … : View`: its property values; its body is the
/// struct's checked body, evaluated when Trellis asks for it.
///
/// Its `@State` properties live in one Trellis `State`, so that a live runtime keeps them per
/// identity as it keeps a Swift view's: an assignment in an action (or a control's `$binding`)
/// writes them there, which marks this body, and only it, for the next frame.
nonisolated struct ScriptStructView: View {
    let definition: StructDefinition
    let properties: [Value]
    let runtime: ScriptRuntime
    private let environment = Environment(\EnvironmentValues.self)
    @State private var state = ScriptViewState()
    /// The initial values of the state properties, made once per identity: a model made by
    /// `@State var model = Model()` stays the same instance until a write keeps state.
    @State private var initial = ScriptInitialState()

    init(definition: StructDefinition, properties: [Value], runtime: ScriptRuntime) {
        self.definition = definition
        self.properties = properties
        self.runtime = runtime
    }

    var body: AnyView {
        runtime.guarded {
            let frame = Frame(parent: runtime.globals, size: definition.scope.layout.size)
            let environment = environment.wrappedValue
            try runtime.meter.step(at: definition.location)
            let depth = environment[StructNestingKey.self]
            guard depth < runtime.maxDepth else {
                throw RuntimeFailure(limit: "struct views nest more than \(runtime.maxDepth) levels deep, the limit (a view that contains itself?)",
                                     location: definition.location)
            }
            let owner = ObjectIdentifier(definition)
            let kept = state
            let initial = initial
            var hasState = false
            var bindings: [Int: ScriptBinding] = [:]
            for (index, property) in definition.properties.enumerated() {
                switch property.kind {
                case .stored, .content: frame.slots[index] = properties[index]
                case .binding:
                    let binding = properties[index].symbol(ScriptBinding.self) ?? .constant(.null)
                    bindings[index] = binding
                    frame.slots[index] = binding.get()
                case .environment(let key): frame.slots[index] = key.read(environment)
                case .constant(let value): frame.slots[index] = try value.run(frame)
                case .state(let value):
                    hasState = true
                    // The kept value, or the initial one until the first write keeps one (or when
                    // this identity held another struct's state before).
                    if kept.owner == owner {
                        frame.slots[index] = kept.values[index]
                    } else if initial.owner == owner {
                        frame.slots[index] = initial.values[index]
                    } else {
                        frame.slots[index] = try value.run(runtime.globals)
                    }
                }
            }
            if hasState, kept.owner != owner, initial.owner != owner {
                initial.owner = owner
                initial.values = frame.slots
            }
            if hasState || !bindings.isEmpty {
                frame.stateWriter = stateWriter(owner: owner, first: frame.slots, bindings: bindings)
            }
            let body = try definition.body?.run(frame).view ?? AnyView(EmptyView())
            return AnyView(body.environment(\.scriptStructNesting, depth + 1))
        }
    }
}

extension ScriptStructView {
    /// Where this view's frame sends its writes: a `@Binding` slot's to its binding, a
    /// `@State` slot's to the state kept for the view's identity (which marks this body, and
    /// only it, for the next frame). Only an action writes: a write while a body is evaluated
    /// fails where it is written.
    private func stateWriter(owner: ObjectIdentifier, first: [Value], bindings: [Int: ScriptBinding]) -> (Int, Value, SourceLocation) throws -> Void {
        let binding = $state
        let runtime = runtime
        let definition = definition
        return { index, value, location in
            try runtime.requireAction(writing: definition.properties[index].name, of: definition.name, at: location)
            if let source = bindings[index] { return try source.write(value) }
            var current = binding.wrappedValue
            if current.owner != owner { current = ScriptViewState(owner: owner, values: first) }
            current.values[index] = value
            binding.wrappedValue = current
        }
    }
}

/// The first values of a document struct view's state properties (by property index), and
/// the struct they belong to: a reference the runtime keeps per identity, filled at the first
/// evaluation without a write (which would draw another frame).
final class ScriptInitialState {
    var owner: ObjectIdentifier?
    var values: [Value] = []
}

/// The `@State` of one document struct view: the values of its state properties (by property
/// index; other slots unused), and the struct they belong to (`nil` until the first write).
struct ScriptViewState {
    var owner: ObjectIdentifier?
    var values: [Value] = []
}

/// How many document struct views enclose a view.
private struct StructNestingKey: EnvironmentKey {
    static let defaultValue = 0
}

extension EnvironmentValues {
    fileprivate var scriptStructNesting: Int {
        get { self[StructNestingKey.self] }
        set { self[StructNestingKey.self] = newValue }
    }
}
