/// A cancellable that runs its cancel action at most once: when cancelled, or when released,
/// as Combine's `AnyCancellable`. Keeping it (``store(in:)-(Set<AnyCancellable>)``) keeps a
/// subscription alive; dropping it ends the subscription.
public final class AnyCancellable: Cancellable, Hashable {
    private let action: Locked<(() -> Void)?>

    /// A cancellable that runs `cancel` once.
    public init(_ cancel: @escaping () -> Void) {
        action = Locked(cancel)
    }

    /// A cancellable that cancels `canceller` once.
    public init<C: Cancellable>(_ canceller: C) {
        action = Locked(canceller.cancel)
    }

    deinit { cancel() }

    public func cancel() {
        let run = action.withLock { action in
            defer { action = nil }
            return action
        }
        run?()
    }

    /// Keeps this cancellable in `set`, so that it lives as long as the set.
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    /// Keeps this cancellable in `collection`, so that it lives as long as the collection.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Cancellable {
    /// This cancellable as an ``AnyCancellable`` kept in `set`.
    public func store(in set: inout Set<AnyCancellable>) {
        AnyCancellable(self).store(in: &set)
    }

    /// This cancellable as an ``AnyCancellable`` kept in `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        AnyCancellable(self).store(in: &collection)
    }
}
