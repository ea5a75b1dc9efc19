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

    /// `view.body`, evaluated after installing `environment` into its dynamic properties.
    static func body<V: View>(of view: V, in environment: EnvironmentValues) -> V.Body {
        install(environment, into: view)
        return view.body
    }

    /// Installs `environment` into every dynamic property stored in `value`.
    static func install(_ environment: EnvironmentValues, into value: Any) {
        let type = ObjectIdentifier(Swift.type(of: value))
        if typesWithout.withLock({ $0.contains(type) }) { return }
        var found = false
        for child in Mirror(reflecting: value).children {
            if let property = child.value as? any DynamicProperty {
                property._install(environment)
                found = true
            }
        }
        if !found { _ = typesWithout.withLock { $0.insert(type) } }
    }
}
