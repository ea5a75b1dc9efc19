/// A checked expression: its static type, and how to evaluate it in a frame.
struct Compiled {
    let type: ValueType
    /// The value, when it is known while checking (a literal, loaded data): what lets the
    /// checker report an argument out of range before anything runs.
    let known: Value?
    let run: (Frame) throws -> Value

    init(type: ValueType, known: Value? = nil, run: @escaping (Frame) throws -> Value) {
        self.type = type
        self.known = known
        self.run = run
    }

    /// An expression that failed to check: it has type ``ValueType/failed`` so that no further
    /// errors cascade from it, and it never runs (a document with errors does not run).
    static var invalid: Compiled { Compiled(type: .failed) { _ in .null } }

    /// A value known while checking (a literal, loaded data).
    static func constant(_ value: Value, _ type: ValueType) -> Compiled {
        Compiled(type: type, known: value) { _ in value }
    }
}

/// The run-time storage of one function-like scope (the document's globals, a struct's body,
/// a closure call): slots for its parameters and `let`s, and the frame it was created in.
final class Frame {
    let parent: Frame?
    var slots: [Value]
    /// Where a struct view's frame sends writes of its `@State` and `@Binding` slots
    /// (`ScriptStructView`): to the state the runtime keeps for the view's identity, or
    /// through the binding. It fails when no action is running. `nil` in every other frame.
    var stateWriter: ((Int, Value, SourceLocation) throws -> Void)?

    init(parent: Frame?, size: Int) {
        self.parent = parent
        self.slots = Array(repeating: .null, count: size)
    }

    /// Stores `value` in slot `index` as an assignment at `location` does: a `@State` or
    /// `@Binding` slot's write also goes to the view's state (or the binding's source), which
    /// draws a new frame under a live runtime.
    func store(_ value: Value, at index: Int, location: SourceLocation) throws {
        try stateWriter?(index, value, location)
        slots[index] = value
    }

    /// The frame `depth` levels out.
    func ancestor(_ depth: Int) -> Frame {
        var frame = self
        for _ in 0..<depth { frame = frame.parent! }
        return frame
    }
}

/// The number of slots a frame needs; grows while its scope is checked.
final class FrameLayout {
    var size = 0
}

/// The names visible while checking: one scope per block; a scope that starts a frame (a
/// closure, a body) counts as one level of frame depth.
final class Scope {
    struct Binding {
        let index: Int
        let type: ValueType
        /// Whether it is a `var` a function may assign to.
        var isMutable = false
        /// Whether it is a view's `@State` or `@Binding` property, which `$name` makes a binding to.
        var isState = false
        /// Whether it is a `@Bindable` property: `$name.property` binds a property of the
        /// class instance it holds.
        var isBindable = false
        /// For a `ForEach($items) { $item in … }` row's `item`: the slot of the binding `$item` is.
        var projection: Int?
    }

    /// Where a name is found from a scope: frames out, slot, type and mutability; what the
    /// code checked with it depends on.
    struct Resolution: Equatable {
        let depth: Int
        let index: Int
        let type: ValueType
        let isMutable: Bool
    }

    let parent: Scope?
    let layout: FrameLayout
    let startsFrame: Bool
    /// What the scope belongs to: a struct body (and its methods), a `View` extension function.
    let owner: Owner?
    private var names: [String: Binding] = [:]
    /// While the code of this scope is checked for reuse (``Compiler/memoizedClosure``): the
    /// names looked up past it, and whether the names visible past it were listed (for a
    /// suggestion). What its checked code depends on outside itself.
    var externalLookups: [String]?
    var listedVisibleNames = false

    /// The definition whose code is being checked.
    enum Owner {
        case structure(StructDefinition)
        case modifier
        /// A method of an `@Observable` class: its properties are found through `self`.
        case object(ClassDefinition)
    }

    init(parent: Scope?, startsFrame: Bool, owner: Owner? = nil) {
        self.parent = parent
        self.startsFrame = startsFrame
        self.layout = startsFrame || parent == nil ? FrameLayout() : parent!.layout
        self.owner = owner ?? parent?.owner
    }

    /// Declares `name` in this scope and returns its slot.
    @discardableResult
    func declare(_ name: String, _ type: ValueType, mutable: Bool = false, state: Bool = false, bindable: Bool = false) -> Int {
        let index = layout.size
        layout.size += 1
        names[name] = Binding(index: index, type: type, isMutable: mutable || state, isState: state, isBindable: bindable)
        return index
    }

    /// Declares `name`, whose binding (`$name`) is in slot `projection`, and returns its slot.
    func declare(_ name: String, _ type: ValueType, projection: Int) -> Int {
        let index = declare(name, type)
        names[name]?.projection = projection
        return index
    }

    /// A slot no name reaches (a row's binding, found through ``Binding/projection``).
    func reserveSlot() -> Int {
        layout.size += 1
        return layout.size - 1
    }

    /// The innermost binding of `name`, with the number of frames between here and it.
    func lookup(_ name: String) -> (depth: Int, binding: Binding)? {
        var scope: Scope? = self
        var depth = 0
        while let current = scope {
            if let binding = current.names[name] { return (depth, binding) }
            current.externalLookups?.append(name)
            if current.startsFrame { depth += 1 }
            scope = current.parent
        }
        return nil
    }

    /// The innermost binding of `name`, as a ``Resolution``.
    func resolve(_ name: String) -> Resolution? {
        lookup(name).map { Resolution(depth: $0.depth, index: $0.binding.index, type: $0.binding.type, isMutable: $0.binding.isMutable) }
    }

    /// The number of frames between here and `ancestor` (whose frame is then `ancestor(depth)`).
    func depth(to ancestor: Scope) -> Int {
        var scope: Scope? = self
        var depth = 0
        while let current = scope, current !== ancestor {
            if current.startsFrame { depth += 1 }
            scope = current.parent
        }
        return depth
    }

    /// Every visible name, for suggestions.
    var visibleNames: [String] {
        var result: [String] = []
        var scope: Scope? = self
        while let current = scope {
            result += current.names.keys
            if current.externalLookups != nil { current.listedVisibleNames = true }
            scope = current.parent
        }
        return result
    }
}
