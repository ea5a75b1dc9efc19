/// What flows down while declared content is resolved: the container values (traits) in
/// scope, the environment, the structural identity of the current position and whether
/// sections are being collected.
///
/// Implementation detail of the resolution machinery; the type is public only because
/// ``View`` names it in its underscored requirements.
public struct _ViewInputs {
    /// The container values set by modifiers between the enclosing container and here.
    var traits: ContainerValues
    /// The environment at the declaration site.
    var environment: EnvironmentValues
    /// The structural and explicit identity of the current position.
    var identity: ViewIdentity
    /// Whether `Section`s become section nodes (`Group(sections:)`) or flatten (everything else).
    var collectsSections: Bool
    /// Where `.preference(key:value:)` writes while layout nodes are made.
    var preferences: PreferenceSink?
    /// The axis of the stack whose children are being made (`Spacer` and `Divider` follow it).
    var stackAxis: Axis?

    init(environment: EnvironmentValues, identity: ViewIdentity = .root) {
        self.traits = ContainerValues()
        self.environment = environment
        self.identity = identity
        self.collectsSections = false
        self.preferences = nil
        self.stackAxis = nil
    }

    /// Inputs with `component` appended to the identity path.
    func appending(_ component: ViewIdentity.Component) -> _ViewInputs {
        var copy = self
        copy.identity = identity.appending(component)
        return copy
    }

    /// Inputs for the content of a new container: an empty trait scope (R5.7) and no sections.
    func forUnaryContent() -> _ViewInputs {
        var copy = self
        copy.traits = ContainerValues()
        copy.collectsSections = false
        return copy
    }
}
