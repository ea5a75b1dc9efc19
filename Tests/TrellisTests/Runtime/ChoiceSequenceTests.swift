import Testing
@testable import TrellisCore

/// The options the arrow keys step through (a picker's, a list's rows), read one at a time.
@Suite("Runtime: the choices a key steps through")
struct ChoiceSequenceTests {
    @Test("an index is looked for in the range given first, then outward from it, nearest first")
    func nearestIndex() {
        var read: [Int] = []
        let found = (0..<100).nearestIndex(to: 40..<43) { read.append($0); return $0 == 38 || $0 == 90 }
        #expect(found == 38)
        #expect(read == [40, 41, 42, 43, 39, 44, 38])
        #expect((0..<10).nearestIndex(to: 0..<0) { $0 % 4 == 3 } == 3)
        #expect((0..<10).nearestIndex(to: 50..<60) { $0 == 2 } == 2)
        #expect((0..<10).nearestIndex(to: 3..<5) { _ in false } == nil)
    }

    @Test("a key moves to the next option, passing over rows without one, and stays at either end")
    func stepping() {
        let rows: [String?] = ["a", nil, "b", "c", nil]
        let choices = ChoiceSequence(count: rows.count, near: 2..<3) { rows[$0] }
        #expect(choices.option(after: "a", direction: 1) == "b")
        #expect(choices.option(after: "b", direction: -1) == "a")
        #expect(choices.option(after: "c", direction: 1) == "c")
        #expect(choices.option(after: "a", direction: -1) == "a")
        #expect(choices.option(after: nil, direction: -1) == "a")
        #expect(choices.option(after: "gone", direction: 1) == "a")
        #expect(ChoiceSequence<String>([]).option(after: "a", direction: 1) == nil)
    }

    @Test("a picker's option that is nil is a choice like any other")
    func optionalOptions() {
        let choices = ChoiceSequence<String?>([nil, "x", "y"])
        #expect(choices.option(after: .some(nil), direction: 1) == .some("x"))
        #expect(choices.option(after: .some("x"), direction: -1) == .some(nil))
    }
}
