/// A class whose changes can be observed, as Combine's `ObservableObject`: its
/// ``objectWillChange`` publishes just before any of its ``Published`` properties changes.
/// SwiftUI's older data flow (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`) holds
/// such objects.
///
/// ```swift
/// final class Playlist: ObservableObject {
///     @Published var songs: [String] = []
/// }
/// ```
public protocol ObservableObject: AnyObject {
    /// The publisher of the object's changes.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where ObjectWillChangePublisher.Failure == Never

    /// Publishes before the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The object's change publisher, shared by its ``Published`` properties: found among them
    /// (the first one asked installs it in all), so every read returns the same publisher. An
    /// object without ``Published`` properties gets a new publisher on each read, as in Combine.
    public var objectWillChange: ObservableObjectPublisher {
        var candidate: ObservableObjectPublisher?
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            for child in current.children {
                guard let published = child.value as? any PublishedStorage else { continue }
                candidate = published.installWillChange(candidate ?? ObservableObjectPublisher())
            }
            mirror = current.superclassMirror
        }
        return candidate ?? ObservableObjectPublisher()
    }
}

/// The publisher of an ``ObservableObject``'s changes, as Combine's `ObservableObjectPublisher`:
/// publishes `()` with ``send()``.
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never

    private let subject = PassthroughSubject<Void, Never>()

    /// A publisher with no subscribers.
    public init() {}

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        subject.receive(subscriber: subscriber)
    }

    /// Publishes that the object will change.
    public func send() {
        subject.send()
    }
}
