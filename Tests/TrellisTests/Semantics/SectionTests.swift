// §4 of container-semantics.md: ForEach(sections:), Group(sections:) and SectionConfiguration.
import Testing
import Trellis
@testable import TrellisCore

/// A custom view whose body holds an explicit section, to check that the accumulation looks
/// through custom bodies.
private struct SectionedBody: View {
    var body: some View {
        Section { Text("body section") }
    }
}

extension Semantics {
    @Suite("§4 Sections")
    @MainActor struct Sections {
        // MARK: R3.1

        @Test("R3.1 content outside any Section forms implicit sections around the explicit ones")
        func implicitSectionsAroundExplicit() {
            let resolved = sections {
                Text("A")
                Section { Text("B") }.containerValue(\.v, 1)
                Text("C")
                Text("D")
            }
            #expect(resolved.count == 3)
            #expect(resolved.map { texts($0.content) } == [["A"], ["B"], ["C", "D"]])
            #expect(resolved.map(\.isExplicit) == [false, true, false])
            #expect(resolved.map(\.containerValues.v) == [0, 1, 0])
        }

        @Test("R3.1 content with no sections at all is a single implicit section")
        func unsectionedContentIsOneSection() {
            let resolved = sections {
                Text("A")
                Group { Text("B"); Text("C") }
                VStack { Text("D") }
            }
            #expect(resolved.count == 1)
            #expect(texts(resolved[0].content) == ["A", "B", "C", "D"])
            #expect(!resolved[0].isExplicit)
        }

        // MARK: R3.2

        @Test("R3.2 header, content and footer are subviews collections that may hold several subviews")
        func sectionPartsAreCollections() {
            let resolved = sections {
                Section {
                    Text("c1")
                    ForEach(2..<4) { Text("c\($0)") }
                } header: {
                    Text("h1")
                    Text("h2")
                } footer: {
                    Text("f1")
                }
                Section { Text("no header") }
                Text("loose")
            }
            #expect(resolved.count == 3)
            let first = resolved[0]
            #expect(texts(first.header) == ["h1", "h2"])
            #expect(texts(first.content) == ["c1", "c2", "c3"])
            #expect(texts(first.footer) == ["f1"])
            #expect(!first.header.isEmpty)
            #expect(resolved[1].header.isEmpty)
            #expect(resolved[1].footer.isEmpty)
            // Implicit sections never have a header or footer.
            #expect(resolved[2].header.isEmpty)
            #expect(resolved[2].footer.isEmpty)
            #expect(texts(resolved[2].content) == ["loose"])
        }

        // MARK: R3.3

        @Test("R3.3 an implicit section's container values are the defaults, whatever its views carry")
        func implicitSectionValuesAreDefaults() {
            let resolved = sections {
                Text("A").containerValue(\.v, 1)
                Text("B").containerValue(\.v, 2).containerValue(\.label, "b")
                Group { Text("C"); Text("D") }.containerValue(\.v, 3)
            }
            #expect(resolved.count == 1)
            #expect(resolved[0].containerValues.v == 0)
            #expect(resolved[0].containerValues.label == "")
            let tagged = sections { Text("A").tag("a") }
            #expect(tagged[0].containerValues.tag(for: String.self) == nil)
            #expect(tagged[0].content.first?.containerValues.tag(for: String.self) == "a")
            #expect(values(resolved[0].content, \.v) == [1, 2, 3, 3])
        }

        // MARK: R3.4

        @Test("R3.4 values on an explicit Section reach the section and every subview in it")
        func sectionValuesReachEverySubview() {
            let resolved = sections {
                Section {
                    Text("c1")
                    Text("c2").containerValue(\.v, 2)
                } header: {
                    Text("h")
                } footer: {
                    Text("f")
                }
                .containerValue(\.v, 1)
                .containerValue(\.label, "s")
            }
            #expect(resolved.count == 1)
            let section = resolved[0]
            #expect(section.containerValues.v == 1)
            #expect(section.containerValues.label == "s")
            #expect(values(section.content, \.v) == [1, 2])
            #expect(values(section.content, \.label) == ["s", "s"])
            #expect(values(section.header, \.v) == [1])
            #expect(values(section.footer, \.v) == [1])
        }

        // MARK: R3.5

        @Test("R3.5 the accumulation recurses through transparent views to find sections")
        func accumulationRecursesThroughTransparentViews() {
            let flag = true
            let resolved = sections {
                Text("a")
                Group { Section { Text("group section") } }
                ForEach(0..<2) { index in Section { Text("each \(index)") } }
                Text("b")
                SectionedBody()
                AnyView(Section { Text("erased section") })
                if flag {
                    Section { Text("conditional section") }
                }
                TupleView(Text("c"), Section { Text("tuple section") })
            }
            let contents = resolved.map { texts($0.content) }
            #expect(contents == [
                ["a"], ["group section"], ["each 0"], ["each 1"], ["b"], ["body section"],
                ["erased section"], ["conditional section"], ["c"], ["tuple section"],
            ])
            #expect(resolved.map(\.isExplicit) == [false, true, true, true, false, true, true, true, false, true])
        }

        @Test("R3.5 unary views are never looked into: a VStack holding a Section is one ordinary element")
        func unaryViewsHideSections() {
            let resolved = sections {
                Text("a")
                VStack(alignment: .leading) {
                    Section { Text("inner") } header: { Text("header") }
                }
                Text("b")
            }
            #expect(resolved.count == 1)
            #expect(!resolved[0].isExplicit)
            #expect(texts(resolved[0].content) == ["a", "header\ninner", "b"])
        }

        @Test("R3.5 each explicit Section flushes the pending run; a trailing run is flushed at the end")
        func runsAreFlushed() {
            let resolved = sections {
                Text("1")
                Text("2")
                Section { Text("S1") }
                Section { Text("S2") }
                Text("3")
            }
            #expect(resolved.map { texts($0.content) } == [["1", "2"], ["S1"], ["S2"], ["3"]])
        }

        // MARK: R3.6

        @Test("R3.6 fully empty explicit sections are dropped; a header-only section is kept")
        func emptySectionsDropped() {
            let resolved = sections {
                Section {}
                Section { EmptyView() } header: { Text("only header") }
                Section { ForEach([String](), id: \.self) { Text($0) } }
                Section { EmptyView() } footer: { Text("only footer") }
            }
            #expect(resolved.count == 2)
            #expect(texts(resolved[0].header) == ["only header"])
            #expect(resolved[0].content.isEmpty)
            #expect(texts(resolved[1].footer) == ["only footer"])
        }

        @Test("R3.6 an empty explicit section still splits an implicit run (L)")
        func emptySectionSplitsRun() {
            let resolved = sections {
                Text("A")
                Section {}
                Text("B")
            }
            #expect(resolved.count == 2)
            #expect(resolved.map { texts($0.content) } == [["A"], ["B"]])
            #expect(resolved.map(\.isExplicit) == [false, false])
        }

        // MARK: R3.7

        @Test("R3.7 content resolving to zero elements gives zero sections (L)")
        func zeroElementsZeroSections() {
            let flag = false
            #expect(sections { EmptyView() }.isEmpty)
            #expect(sections { ForEach([Int](), id: \.self) { Text("\($0)") } }.isEmpty)
            #expect(sections { if flag { Text("A") } }.isEmpty)
            #expect(sections { Section {}; Section { EmptyView() } }.isEmpty)
            #expect(sections { Group {} }.count == 0)
        }

        // MARK: R3.8

        @Test("R3.8 an explicit section's ID is stable while its Section keeps its identity")
        func explicitSectionIDStable() {
            @ViewBuilder func content(_ flag: Bool) -> some View {
                if flag { Text("extra") }
                Section { Text("S") }
            }
            let first = sections { content(false) }
            let again = sections { content(false) }
            let toggled = sections { content(true) }
            #expect(first.count == 1)
            #expect(toggled.count == 2)
            #expect(first[0].id == again[0].id)
            #expect(first[0].id == toggled[1].id)

            let two = sections { Section { Text("S") }; Section { Text("S") } }
            #expect(two[0].id != two[1].id)

            // Sections made by a ForEach are identified by its data: reordering moves the IDs.
            func content(_ data: [String]) -> some View {
                ForEach(data, id: \.self) { name in Section { Text(name) } }
            }
            let before = sections { content(["a", "b", "c"]) }
            let after = sections { content(["c", "a", "b"]) }
            let idsBefore = Dictionary(uniqueKeysWithValues: before.map { (texts($0.content)[0], $0.id) })
            let idsAfter = Dictionary(uniqueKeysWithValues: after.map { (texts($0.content)[0], $0.id) })
            #expect(idsBefore.count == 3)
            #expect(idsBefore == idsAfter)
        }

        @Test("R3.8 an implicit section's ID is its ordinal among the sections produced (L)")
        func implicitSectionIDPositional() {
            let alone = sections { Text("A") }
            let afterSection = sections { Section { Text("S") }; Text("A") }
            let otherContent = sections { Text("Z"); Section { Text("S") } }
            #expect(alone.count == 1)
            #expect(afterSection.count == 2)
            // Inserting a section before the implicit section changes its ID.
            #expect(alone[0].id != afterSection[1].id)
            // The first implicit section (and the unsectioned sentinel) is ordinal 0, whatever it holds.
            #expect(alone[0].id == otherContent[0].id)
            // The same position with other content gives the same ID.
            let samePosition = sections { Section { Text("T") }; Text("Q"); Text("R") }
            #expect(samePosition[1].id == afterSection[1].id)
            let twoRuns = sections { Text("A"); Section { Text("S") }; Text("B") }
            #expect(twoRuns[0].id == alone[0].id)
            #expect(twoRuns[2].id != twoRuns[0].id)
        }

        // MARK: R3.9

        @Test("R3.9 a nested Section stays inside the outer section's content and flattens there")
        func nestedSections() {
            let resolved = sections {
                Section {
                    Text("a")
                    Section {
                        Text("b")
                    } header: {
                        Text("bh")
                    } footer: {
                        Text("bf")
                    }
                    Text("c")
                } header: {
                    Text("H")
                }
                Text("loose")
            }
            #expect(resolved.count == 2)
            #expect(texts(resolved[0].header) == ["H"])
            #expect(texts(resolved[0].content) == ["a", "bh", "b", "bf", "c"])
            #expect(texts(resolved[1].content) == ["loose"])

            // A nested section counts towards the outer section's size (header included).
            let headerOnly = sections {
                Section { Section { EmptyView() } header: { Text("nested header") } }
            }
            #expect(headerOnly.count == 1)
            #expect(texts(headerOnly[0].content) == ["nested header"])
            #expect(sections { Section { Section { EmptyView() } } }.isEmpty)
        }

        // MARK: R3.10

        @Test("R3.10 ForEach(sections:) is Group(sections:) with a ForEach, identified by the section ID")
        func forEachSectionsEquivalence() {
            let content = Group {
                Text("A")
                Section { Text("B"); Text("C") } header: { Text("H") }
            }
            let inner = Captured<SectionCollection>()
            let viaForEach = subviews {
                ForEach(sections: content) { section in
                    VStack(alignment: .leading) { section.header; section.content }
                }
            }
            let viaGroup = subviews {
                Group(sections: content) { sections in
                    let _ = inner.record(sections)
                    ForEach(sections) { section in
                        VStack(alignment: .leading) { section.header; section.content }
                    }
                }
            }
            #expect(texts(viaForEach) == ["A", "H\nB\nC"])
            #expect(texts(viaGroup) == texts(viaForEach))
            #expect(viaGroup.map(\.id) == viaForEach.map(\.id))
            let sectionIDs = inner.value.map { $0.map(\.id) } ?? []
            #expect(sectionIDs.count == 2)
            for (outer, sectionID) in zip(viaForEach, sectionIDs) {
                #expect(outer.id.contains(sectionID))
            }
        }

        // MARK: R3.11

        @Test("R3.11 SectionCollection is a random-access collection of sections, not a View")
        func sectionCollectionIsNotAView() {
            func requiresCollection<C: RandomAccessCollection>(_: C.Type) -> Bool
            where C.Element == SectionConfiguration, C.Index == Int { true }
            #expect(requiresCollection(SectionCollection.self))

            let resolved = sections {
                Section { Text("A") }.containerValue(\.v, 1)
                Section { Text("B") }
                Section { Text("C") }.containerValue(\.v, 1)
            }
            #expect(!((resolved as Any) is any View))
            #expect(resolved.startIndex == 0)
            #expect(texts(resolved[1].content) == ["B"])
            let flagged = resolved.filter { $0.containerValues.v == 1 }
            #expect(flagged.map { texts($0.content) } == [["A"], ["C"]])

            // Iterated with ForEach, as containers do.
            let output = rendered(Group(sections: Group {
                Section { Text("A") }
                Section { Text("B") }
            }) { sections in
                ForEach(sections) { section in
                    HStack { Text("-"); section.content }
                }
            })
            #expect(output == "- A\n- B")
        }

        // MARK: R3.12

        @Test("R3.12 sections are built on demand: unplaced section content is not instantiated")
        func sectionsBuiltLazily() {
            let unplaced = Counter()
            let placed = Counter()
            let content = Group {
                Section { VStack { Counting(counter: unplaced, label: "hidden") } }
                Section { VStack { Counting(counter: placed, label: "shown") } }
            }
            let output = rendered(Group(sections: content) { sections in
                Text("\(sections.count) sections")
                if let last = sections.last { last.content }
            })
            #expect(output == "2 sections\nshown")
            #expect(unplaced.count == 0)
            #expect(placed.count > 0)
        }

        // MARK: R3.13

        @Test("R3.13 explicit content is the section's own list, implicit content the run; values are kept")
        func sectionContentKeepsValues() {
            let resolved = sections {
                Text("A").containerValue(\.v, 1)
                Text("B")
                Section {
                    Text("C").containerValue(\.v, 3)
                    Group { Text("D"); Text("E") }.containerValue(\.v, 4)
                }
                Text("F").containerValue(\.v, 6)
            }
            #expect(resolved.count == 3)
            #expect(texts(resolved[0].content) == ["A", "B"])
            #expect(values(resolved[0].content, \.v) == [1, 0])
            #expect(texts(resolved[1].content) == ["C", "D", "E"])
            #expect(values(resolved[1].content, \.v) == [3, 4, 4])
            #expect(texts(resolved[2].content) == ["F"])
            #expect(values(resolved[2].content, \.v) == [6])
        }
    }
}
