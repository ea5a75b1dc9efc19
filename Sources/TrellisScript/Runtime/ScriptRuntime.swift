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

    /// Runs `body`, turning a failure into an empty view and a recorded failure.
    func guarded(_ body: () throws -> AnyView) -> AnyView {
        do {
            return try body()
        } catch let failure as RuntimeFailure {
            if !failure.isReported && !failures.contains(where: { $0.location == failure.location && $0.message == failure.message }) {
                failures.append(failure)
            }
            return AnyView(EmptyView())
        } catch {
            return AnyView(EmptyView())
        }
    }
}

/// An instance of a document `struct … : View`: its property values; its body is the
/// struct's checked body, evaluated when Trellis asks for it.
struct ScriptStructView: View {
    let definition: StructDefinition
    let properties: [Value]
    let runtime: ScriptRuntime
    private let environment = Environment(\EnvironmentValues.self)

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
            for (index, property) in definition.properties.enumerated() {
                switch property.kind {
                case .stored, .content: frame.slots[index] = properties[index]
                case .environment(let key): frame.slots[index] = key.read(environment)
                case .constant(let value): frame.slots[index] = try value.run(frame)
                }
            }
            let body = try definition.body?.run(frame).view ?? AnyView(EmptyView())
            return AnyView(body.environment(\.scriptStructNesting, depth + 1))
        }
    }
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
