/// Content a container keeps between frames a piece at a time (a lazy list's rows), recorded
/// in a ``LiveGraph`` as a body of its own: what making it read, the effects it had and the
/// bodies met in it, so that a later frame can keep it whole, without resolving it or making
/// its nodes, when nothing it read changed.
///
/// A container that keeps its own pieces saves what a body's reuse still costs per piece (its
/// view compared, its content added again and made into nodes), which is what makes a frame
/// cost the pieces that changed rather than the pieces shown.
extension LiveGraph {
    /// Makes a piece of content with `make`, recorded at `key` (see above). Returns what `make`
    /// returned, and the record to keep it by next frame: `nil` when `key` was met already in
    /// this frame (its content is then made every frame, as a duplicate id's is) or the content
    /// had an effect a record cannot have again.
    func recordContent<T>(at key: BodyKey, inputs: _ViewInputs, _ make: () -> T) -> (T, BodyRecord?) {
        contentMade += 1
        let parent = currentMarks
        let existing = records[key]
        guard existing?.metFrame != frameNumber else {
            noteUnrepeatableEffect()
            return (make(), nil)
        }
        let record = self.record(at: key, existing: existing, under: parent) {
            BodyRecord(marks: $0, view: (), body: (), inputs: inputs, listKind: _ViewList().kind)
        }
        record.metFrame = frameNumber
        recordsMetCount += 1
        logs.append(EffectLog(record: record))
        let made = trackContent(of: record, make)
        return (made, record.replayable ? record : nil)
    }

    /// Keeps the content `record` (made by ``recordContent(at:inputs:_:)`` in the
    /// last frame) as it is, when nothing it read changed since and it stands under the same
    /// body: its effects are had again. Returns whether it was kept; if not, the caller makes
    /// it again.
    func keepContent(_ record: BodyRecord) -> Bool {
        guard record.isHeld, record.metFrame == frameNumber - 1, recordsClearedFrame != frameNumber,
            !record.marks.isContentStale, record.marks.parent === currentMarks
        else { return false }
        record.metFrame = frameNumber
        recordsMetCount += 1
        for effect in record.contentEffects { repeatEffect(effect) }
        noteNested(record, replayable: true)
        return true
    }
}
