import Observation

/// Incremental frames: how a ``LiveGraph`` evaluates a composed view's body only when it must.
///
/// A body met in a frame is handled one of three ways:
/// - **reused**: its view and inputs are unchanged (``ViewEquivalence``, environment and
///   container values with the same writes), nothing it read changed (``BodyMarks``), and
///   nothing under it did: what its content added to the enclosing list last frame is added
///   again, and the graph effects of making it (state slots, controls, lifecycle hooks) are
///   had again. Nothing under it is evaluated or made.
/// - **re-resolved**: as reused, but something read while its content was resolved changed,
///   or a body under it is stale: the body it returned last frame is resolved again, and the
///   bodies met in it are handled by the same rule.
/// - **evaluated**: otherwise: `body` runs, inside `withObservationTracking` (re-armed at
///   every evaluation), and its content is resolved inside a second tracking scope.
///
/// So a state write evaluates the bodies that read the state, and the containers above them
/// are made again from reused subviews; a whole frame (``LiveSignal/invalidate()``) forgets
/// every record.
extension LiveGraph {
    /// Adds the content of `view`'s body, resolved with `inputs`, to `list`, evaluating the
    /// body only if it must (see above).
    func evaluate<V: View>(_ view: V, inputs: _ViewInputs, list: inout _ViewList) {
        let key = BodyKey(identity: inputs.identity, type: ObjectIdentifier(V.self))
        let parent = currentMarks
        let kind = list.kind
        let existing = records[key]
        guard !kind.hasSink, existing?.metFrame != frameNumber else {
            // Children handed to a sink are not all kept, and an identity met twice (duplicate
            // `ForEach` ids) has no one record: evaluated, and the enclosing bodies with it.
            noteUnrepeatableEffect()
            let body = DynamicProperties.body(of: view, inputs: inputs)
            return V.Body._makeViewList(view: body, inputs: inputs, list: &list)
        }
        existing?.metFrame = frameNumber
        recordsMetCount += 1
        if let record = existing, record.marks.parent === parent, record.listKind == kind,
           !record.marks.isBodyStale, let old = record.view as? V,
           Self.sameInputs(record.inputs, inputs), ViewEquivalence.equal(old, view) {
            if record.replayable, !record.marks.isContentStale {
                for effect in record.bodyEffects { repeatEffect(effect) }
                for effect in record.contentEffects { repeatEffect(effect) }
                list.append(record.contribution)
                return noteNested(record, replayable: true)
            }
            if !record.bodyHasControlEffects, let body = record.body as? V.Body {
                record.marks.clear()
                for effect in record.bodyEffects { repeatEffect(effect) }
                logs.append(EffectLog(record: record))
                return resolveContent(body, record: record, inputs: inputs, list: &list)
            }
        }
        let record = self.record(at: key, existing: existing, under: parent) {
            BodyRecord(marks: $0, view: view, body: (), inputs: inputs, listKind: kind)
        }
        record.metFrame = frameNumber
        logs.append(EffectLog(record: record))
        let marks = record.marks
        let body = withObservationTracking {
            DynamicProperties.body(of: view, inputs: inputs)
        } onChange: {
            marks.markBody()
        }
        record.view = view
        record.body = body
        record.bodyEffects = logs[logs.count - 1].effects
        record.bodyHasControlEffects = logs[logs.count - 1].hasControlEffects
        record.observations = logs[logs.count - 1].observations
        logs[logs.count - 1].effects.removeAll()
        logs[logs.count - 1].observations.removeAll()
        resolveContent(body, record: record, inputs: inputs, list: &list)
    }

    /// Resolves `body`, the body of `record`'s view, into `list` inside a tracking scope,
    /// and records what it added and the effects it had. The record's log is the last one.
    private func resolveContent<Body: View>(
        _ body: Body, record: BodyRecord, inputs: _ViewInputs, list: inout _ViewList
    ) {
        let start = list.contributionStart
        trackContent(of: record) {
            Body._makeViewList(view: body, inputs: inputs, list: &list)
        }
        record.contribution = list.contribution(since: start)
        record.inputs = inputs
        record.listKind = list.kind
    }

    /// Makes the content of `record`, the body whose log is the last one, with `make`
    /// inside a tracking scope that marks the content when what it read changes; ends the log
    /// and records the effects making it had.
    func trackContent<T>(of record: BodyRecord, _ make: () -> T) -> T {
        let marks = record.marks
        logs[logs.count - 1].isBodyPhase = false
        let made = withObservationTracking {
            make()
        } onChange: {
            marks.markContent()
        }
        let log = logs.removeLast()
        record.contentEffects = log.effects
        record.contentObservations = log.observations
        record.replayable = log.replayable
        noteNested(record, replayable: log.replayable)
        return made
    }

    /// The record to evaluate the body at `key` into, met under `parent`: `existing`, its marks
    /// cleared, when it was met under the same parent; else a new one `make` makes with new
    /// marks, which takes the key (the one it replaces is no longer held).
    func record(
        at key: BodyKey, existing: BodyRecord?, under parent: BodyMarks?, _ make: (BodyMarks) -> BodyRecord
    ) -> BodyRecord {
        if let existing, existing.marks.parent === parent {
            existing.marks.clear()
            return existing
        }
        let record = make(BodyMarks(parent: parent, signal: signal))
        existing?.isHeld = false
        records[key] = record
        return record
    }

    /// Logs the body of `record` as nested in the enclosing one.
    func noteNested(_ record: BodyRecord, replayable: Bool) {
        guard !logs.isEmpty else { return }
        logs[logs.count - 1].effects.append(.body(record))
        if !replayable { logs[logs.count - 1].replayable = false }
    }

    /// Whether a body evaluated with `old` would see the same inputs in `new`.
    static func sameInputs(_ old: _ViewInputs, _ new: _ViewInputs) -> Bool {
        old.collectsSections == new.collectsSections && old.stackAxis == new.stackAxis
            && old.traits.storage.isEquivalent(to: new.traits.storage)
            && old.environment.storage.isEquivalent(to: new.environment.storage)
    }
}
