/// `ObservableObject`s under a live runtime: a view that holds one (`@ObservedObject`,
/// `@StateObject`, `@EnvironmentObject`) is evaluated again after the object's
/// `objectWillChange` publishes, as in SwiftUI, whether or not its `body` read what changed.
///
/// The subscription belongs to the body being evaluated (its ``BodyRecord``) and lives as long
/// as the record does: kept while the body is reused, made again only for an object the body
/// did not hold last time, and cancelled when the body stops holding the object or leaves the
/// tree. An object held outside any body (an `App`'s `@StateObject`) asks for a whole frame.
extension LiveGraph {
    /// Subscribes the body being evaluated to `object`'s changes (see above).
    func observe<Object: ObservableObject>(_ object: Object) {
        let id = ObjectIdentifier(object)
        guard let index = logs.indices.last else {
            rootObservationsMet.insert(id)
            if rootObservations[id] == nil {
                let signal = self.signal
                rootObservations[id] = object.objectWillChange.sink { _ in signal.invalidate() }
            }
            return
        }
        guard logs[index].observations[id] == nil else { return }
        let record = logs[index].record
        if let kept = record.observations[id] ?? record.contentObservations[id] {
            logs[index].observations[id] = kept
            return
        }
        // Held by the body itself: its body is stale; held while its content was resolved (a
        // body evaluated in place, unrecorded): its content is.
        let inBody = logs[index].isBodyPhase
        logs[index].observations[id] = object.objectWillChange.sink { [weak marks = record.marks] _ in
            if inBody { marks?.markBody() } else { marks?.markContent() }
        }
    }
}
