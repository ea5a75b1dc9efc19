import Foundation

extension NotificationCenter {
    /// The publisher of the notifications of one name (and object) posted to a center, as
    /// Combine's `NotificationCenter.Publisher`, so code that observes notifications compiles.
    ///
    /// It publishes nothing and never finishes. Foundation hands a notification to an
    /// observer only through a `@Sendable` closure, and neither the notification nor a
    /// subscriber is `Sendable`: reaching the subscriber from that closure needs an unchecked
    /// escape this module does not take. The notifications SwiftUI code observes (keyboard,
    /// app life cycle) are not posted on Linux.
    public struct Publisher: TrellisCombine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never

        /// The center observed.
        public let center: NotificationCenter
        /// The notification name observed.
        public let name: Notification.Name
        /// The posting object observed, or `nil` for any.
        public let object: AnyObject?

        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            Empty(completeImmediately: false).receive(subscriber: subscriber)
        }
    }

    /// The publisher of the notifications named `name` (from `object`, or any); see
    /// ``Publisher`` for what it publishes on Linux.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
        Publisher(center: self, name: name, object: object)
    }
}
