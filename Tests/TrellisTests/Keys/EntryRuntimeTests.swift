import Testing

import Trellis
@testable import TrellisCore

/// A reference type, to tell fresh default instances apart.
fileprivate final class EntryCounter {
    var count = 0
}

extension ContainerValues {
    @Entry fileprivate var entryValue: Int = 42
    @Entry fileprivate var entrySpacing = -1
    @Entry fileprivate var entryTitle = "untitled"
    @Entry fileprivate var entryBadge: String?
    @Entry fileprivate var entryCounter: EntryCounter = EntryCounter()
}

extension EnvironmentValues {
    @Entry fileprivate var entryAccent: Int = 3
}

/// `@Entry` expansions compiled and run against the real library (E1–E3).
@MainActor @Suite struct EntryRuntimeTests {
    @Test("E1/E3 unset keys read their defaults, optional entries default to nil")
    func unsetKeysReadTheirDefaults() {
        let values = ContainerValues()
        #expect(values.entryValue == 42)
        #expect(values.entrySpacing == -1)
        #expect(values.entryTitle == "untitled")
        #expect(values.entryBadge == nil)
        #expect(EnvironmentValues().entryAccent == 3)
    }

    @Test("E1 set keys read the set value")
    func setKeysReadTheSetValue() {
        var values = ContainerValues()
        values.entryValue = 7
        values.entryBadge = "3"
        #expect(values.entryValue == 7)
        #expect(values.entryBadge == "3")
        #expect(values.entryTitle == "untitled")
        var environment = EnvironmentValues()
        environment.entryAccent = 9
        #expect(environment.entryAccent == 9)
    }

    @Test("E2 a reference-type default is a fresh instance on every read")
    func referenceTypeDefaultIsFreshOnEveryRead() {
        let values = ContainerValues()
        let first = values.entryCounter
        first.count = 5
        #expect(values.entryCounter !== first)
        #expect(values.entryCounter.count == 0)
    }
}
