extension EnvironmentObject {
    /// What `$object` gives: bindings to the environment object's properties
    /// (`$model.name`), the same wrapper an ``ObservedObject`` projects.
    public typealias Wrapper = ObservedObject<ObjectType>.Wrapper
}
