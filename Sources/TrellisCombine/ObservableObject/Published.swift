/// A property of a class whose changes are published, as Combine's `@Published`: `$name` is a
/// publisher of its value (the current one first, then each new one, published before it is
/// stored, so a subscriber reading the property still sees the old value), and in an
/// ``ObservableObject`` a change first publishes the object's ``ObservableObject/objectWillChange``.
///
/// As in Combine it is for properties of classes only (struct properties do not compile).
@propertyWrapper
public struct Published<Value> {
    private let storage: PublishedBox<Value>

    /// Stores `wrappedValue`.
    public init(wrappedValue: Value) {
        storage = PublishedBox(wrappedValue)
    }

    /// Stores `initialValue`.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// The publisher of the property's values: `$name`.
    public var projectedValue: Publisher {
        get { Publisher(storage) }
        // Combine lets `$name` be assigned, for `assign(to: &$name)`; the storage is shared.
        set {}
    }

    /// The property read and written in its enclosing object: writing publishes first.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf, wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set { object[keyPath: storageKeyPath].storage.set(newValue) }
    }

    /// The publisher of a ``Published`` property's values, as Combine's `Published.Publisher`.
    public struct Publisher: TrellisCombine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never

        fileprivate let storage: PublishedBox<Value>

        fileprivate init(_ storage: PublishedBox<Value>) {
            self.storage = storage
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            storage.subject.receive(subscriber: subscriber)
        }
    }
}

extension Publisher where Failure == Never {
    /// Writes each value to the ``Published`` property `published` (`assign(to: &$name)`), for as
    /// long as the property lives.
    public func assign(to published: inout Published<Output>.Publisher) {
        let storage = published.storage
        storage.keep(sink { [weak storage] in storage?.set($0) })
    }
}

/// What the default ``ObservableObject/objectWillChange`` looks for in an object.
protocol PublishedStorage {
    /// Installs `publisher` as the property's will-change publisher unless it has one; returns
    /// the one it has.
    func installWillChange(_ publisher: ObservableObjectPublisher) -> ObservableObjectPublisher
}

extension Published: PublishedStorage {
    func installWillChange(_ publisher: ObservableObjectPublisher) -> ObservableObjectPublisher {
        storage.installWillChange(publisher)
    }
}

/// The storage of one ``Published`` property, shared by the copies of its wrapper: the value,
/// the subject its publisher reads, the object's will-change publisher once installed, and the
/// subscriptions `assign(to:)` keeps for it.
final class PublishedBox<Value> {
    private struct State {
        var value: Value
        var willChange: ObservableObjectPublisher?
        var kept: [AnyCancellable] = []
    }
    private let state: Locked<State>
    let subject: CurrentValueSubject<Value, Never>

    init(_ value: Value) {
        state = Locked(State(value: value))
        subject = CurrentValueSubject(value)
    }

    var value: Value { state.withLock { $0.value } }

    /// Publishes the object's change, then the new value, then stores it.
    func set(_ newValue: Value) {
        state.withLock { $0.willChange }?.send()
        subject.send(newValue)
        state.withLock { $0.value = newValue }
    }

    func installWillChange(_ publisher: ObservableObjectPublisher) -> ObservableObjectPublisher {
        state.withLock { state in
            if let installed = state.willChange { return installed }
            state.willChange = publisher
            return publisher
        }
    }

    func keep(_ cancellable: AnyCancellable) {
        state.withLock { $0.kept.append(cancellable) }
    }
}
