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

    /// Runs `body`, turning a failure into an empty view and a recorded failure.
    func guarded(_ body: () throws -> AnyView) -> AnyView {
        do {
            return try body()
        } catch let failure as RuntimeFailure {
            if !failures.contains(where: { $0.location == failure.location && $0.message == failure.message }) {
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
            for (index, property) in definition.properties.enumerated() {
                switch property.kind {
                case .stored, .content: frame.slots[index] = properties[index]
                case .environment(let key): frame.slots[index] = key.read(environment)
                case .constant(let value): frame.slots[index] = try value.run(frame)
                }
            }
            return try definition.body?.run(frame).view ?? AnyView(EmptyView())
        }
    }
}
