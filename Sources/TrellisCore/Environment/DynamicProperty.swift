import Synchronization

/// A stored property of a view that Trellis updates before the view's `body` is evaluated,
/// such as ``Environment`` and ``State``.
public protocol DynamicProperty {
    /// Installs the environment the view is evaluated in. Implementation detail.
    func _install(_ environment: EnvironmentValues)
}

extension DynamicProperty {
    public func _install(_ environment: EnvironmentValues) {}
}

/// Finds and installs the dynamic properties of views before their bodies run.
///
/// Reflection is slow, so the answer "this type has no dynamic properties" is cached per
/// type and most views (the ones without `@Environment`) never pay for it twice.
enum DynamicProperties {
    private static let typesWithout = Mutex<Set<ObjectIdentifier>>([])

    /// `view.body`, evaluated after installing the environment of `inputs` into its dynamic
    /// properties (and, under a live runtime, attaching its state to the runtime's graph at the
    /// identity of `inputs`).
    static func body<V: View>(of view: V, inputs: _ViewInputs) -> V.Body {
        install(inputs, into: view)
        return MainActorBody.of(view)
    }

    /// Installs the environment of `inputs` into every dynamic property stored in `value`; under
    /// a live runtime, attaches its state to the graph's slots for the identity of `inputs` and
    /// counts the body evaluation that follows.
    static func install(_ inputs: _ViewInputs, into value: Any) {
        let graph = LiveGraph.anyAlive ? inputs.environment.liveGraph : nil
        graph?.noteBodyEvaluation(of: Swift.type(of: value))
        let type = ObjectIdentifier(Swift.type(of: value))
        if typesWithout.withLock({ $0.contains(type) }) { return }
        var found = false
        for (index, child) in Mirror(reflecting: value).children.enumerated() {
            if let property = child.value as? any DynamicProperty {
                property._install(inputs.environment)
                if let graph, let stored = property as? any GraphStoredProperty {
                    stored._attach(to: graph, key: LiveGraph.SlotKey(identity: inputs.identity, type: type, index: index))
                }
                found = true
            }
        }
        if !found { _ = typesWithout.withLock { $0.insert(type) } }
    }

    /// Whether values of `type` may store dynamic properties: `false` once a value of it was
    /// installed and had none.
    static func mayHaveDynamicProperties(_ type: Any.Type) -> Bool {
        let type = ObjectIdentifier(type)
        return !typesWithout.withLock { $0.contains(type) }
    }
}
