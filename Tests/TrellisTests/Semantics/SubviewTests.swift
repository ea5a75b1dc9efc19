// §3 of container-semantics.md: Subview, SubviewsCollection(Slice), ForEach(subviews:) and
// Group(subviews:).
import Testing
import Trellis
@testable import TrellisCore

/// A custom container that places each subview with `transform` applied, inside a leading
/// `VStack`, as a card container would.
private struct Decorating<Content: View, Decorated: View>: View {
    let transform: (Subview) -> Decorated
    @ViewBuilder var content: Content

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(subviews: content) { subview in transform(subview) }
        }
    }
}

/// A custom container that re-emits its subviews unchanged (transparently).
private struct ReEmitting<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        ForEach(subviews: content) { subview in subview }
    }
}

extension Semantics {
    @Suite("§3 Subviews")
    @MainActor struct Subviews {
        // MARK: R2.1

        @Test("R2.1 a Subview is a View proxy for one element, Identifiable, with container values")
        func subviewIsAnIdentifiableViewProxy() {
            func requiresIdentifiableView<T: View & Identifiable>(_: T.Type) -> Bool { true }
            #expect(requiresIdentifiableView(Subview.self))

            let resolved = subviews {
                Text("A").containerValue(\.v, 3)
                VStack(alignment: .leading) { Text("B"); Text("C") }
            }
            #expect(resolved.count == 2)
            #expect(rendered(resolved[0]) == "A")
            #expect(rendered(resolved[1]) == "B\nC")
            #expect(resolved[0].containerValues.v == 3)
            #expect(resolved[1].containerValues.v == 0)
            #expect(resolved[0].id != resolved[1].id)
        }

        // MARK: R2.2

        @Test("R2.2 modifiers on the original view apply before modifiers on the proxy")
        func originalModifiersAreInner() {
            let output = rendered(Decorating(transform: { $0.modifier(Bracketed("[", "]")) }) {
                Text("x").modifier(Bracketed("(", ")"))
            })
            #expect(output == "[(x)]")

            // The proxy's preference transform sees what the original view produced.
            let produced = marks(of: Decorating(transform: { subview in
                subview.transformPreference(Marks.self) { $0.append("proxy") }
            }) {
                Text("x").preference(key: Marks.self, value: ["original"])
            })
            #expect(produced == ["original", "proxy"])
        }

        // MARK: R2.3

        @Test("R2.3 the element is resolved with its container's environment, plus the proxy's writes")
        func declarationSiteEnvironment() {
            // Environment around the custom container reaches the content.
            #expect(rendered(ReEmitting { EnvironmentReader() }.environment(\.probe, "outer")) == "outer")
            #expect(rendered(ReEmitting { Text("abc") }.environment(\.textCase, .uppercase)) == "ABC")

            // Environment around the decomposition site, inside the container, reaches it too.
            struct SiteEnvironment<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View {
                    VStack { ForEach(subviews: content) { $0 } }
                        .environment(\.probe, "site")
                }
            }
            #expect(rendered(SiteEnvironment { EnvironmentReader() }) == "site")

            // The element is resolved once, at the declaration site: bodies inside it read that
            // environment (the probe). Environment written on the proxy still reaches what the
            // element draws (text case, fonts, colours), over the declaration site's values:
            // Trellis departs here from the L reading of R2.3, as seeds 002 and 003 style subviews
            // this way (see `Subview`).
            let proxyWrites = Decorating(transform: { subview in
                subview
                    .environment(\.probe, "proxy")
                    .environment(\.textCase, .uppercase)
            }) {
                EnvironmentReader()
                Text("abc")
            }
            #expect(rendered(proxyWrites) == "DEFAULT\nABC")
            #expect(rendered(proxyWrites.environment(\.probe, "outer")) == "OUTER\nABC")
        }

        // MARK: R2.4

        @Test("R2.4 a subview is the view after its own styles: styles on the proxy do not override them")
        func stylesAlreadyApplied() {
            let output = rendered(Decorating(transform: { subview in
                subview.environment(\.textCase, .lowercase)
            }) {
                Text("Shout").environment(\.textCase, .uppercase)
                Text("Plain")
            })
            #expect(output == "SHOUT\nplain")
        }

        // MARK: R2.5

        @Test("R2.5 a subview's ID is stable across renders")
        func idStableAcrossRenders() {
            @ViewBuilder func content() -> some View {
                Text("A")
                ForEach(0..<2) { Text("\($0)") }
            }
            let first = subviews { content() }
            let second = subviews { content() }
            #expect(first.map(\.id) == second.map(\.id))
        }

        @Test("R2.5 toggling an if before a view does not change that view's ID")
        func idSurvivesToggledIf() {
            @ViewBuilder func content(_ flag: Bool) -> some View {
                if flag { Text("X") }
                Text("A")
                Group {
                    if !flag { Text("Y") }
                    Text("B")
                }
            }
            let on = subviews { content(true) }
            let off = subviews { content(false) }
            #expect(texts(on) == ["X", "A", "B"])
            #expect(texts(off) == ["A", "Y", "B"])
            #expect(on[1].id == off[0].id)  // "A"
            #expect(on[2].id == off[2].id)  // "B"
            #expect(on[0].id != off[1].id)  // "X" and "Y" are different views
        }

        @Test("R2.5 reordering ForEach data moves IDs along with the data")
        func idMovesWithData() {
            func content(_ data: [String]) -> some View {
                ForEach(data, id: \.self) { Text($0) }
            }
            let before = subviews { content(["a", "b", "c"]) }
            let after = subviews { content(["c", "a", "b"]) }
            let idsBefore = Dictionary(uniqueKeysWithValues: zip(texts(before), before.map(\.id)))
            let idsAfter = Dictionary(uniqueKeysWithValues: zip(texts(after), after.map(\.id)))
            #expect(idsBefore == idsAfter)
            #expect(Set(before.map(\.id)).count == 3)
        }

        @Test("R2.5 an ID combines the structural position with explicit ids from ForEach and .id")
        func idCombinesStructuralAndExplicit() {
            let resolved = subviews {
                ForEach(0..<2) { Text("first \($0)") }
                ForEach(0..<2) { Text("second \($0)") }
                Text("A").id("alpha")
                Text("B").id("alpha")
            }
            // The same explicit ids at different declared positions give different IDs.
            #expect(Set(resolved.map(\.id)).count == resolved.count)
            // "Contains ID" matching against the explicit ids (L).
            #expect(resolved[1].id.contains(1))
            #expect(!resolved[1].id.contains(0))
            #expect(resolved[4].id.contains("alpha"))
            #expect(!resolved[4].id.contains("beta"))

            // Changing an explicit id changes the ID.
            let one = subviews { Text("A").id(1) }
            let two = subviews { Text("A").id(2) }
            #expect(one[0].id != two[0].id)
        }

        // MARK: R2.6

        @Test("R2.6 SubviewsCollection is a random-access collection of Subview indexed from 0")
        func subviewsCollectionIsRandomAccess() {
            func requiresCollection<C: RandomAccessCollection & View>(_: C.Type) -> Bool
            where C.Element == Subview, C.Index == Int, C.Indices == Range<Int>,
                  C.SubSequence == SubviewsCollectionSlice { true }
            #expect(requiresCollection(SubviewsCollection.self))

            let resolved = subviews { Text("A"); Text("B"); Text("C") }
            #expect(resolved.startIndex == 0)
            #expect(resolved.endIndex == 3)
            #expect(rendered(resolved[2]) == "C")
            #expect(texts(resolved.reversed()) == ["C", "B", "A"])
        }

        @Test("R2.6 a SubviewsCollection placed in a builder is one element per subview; a VStack makes it one")
        func placedCollectionIsMultiple() {
            let content = Group { Text("A"); Text("B"); Text("C") }
            let loose = subviews { Group(subviews: content) { $0 } }
            #expect(texts(loose) == ["A", "B", "C"])
            let wrapped = subviews { Group(subviews: content) { all in VStack(alignment: .leading) { all } } }
            #expect(texts(wrapped) == ["A\nB\nC"])
        }

        @Test("R2.6 subviews are constructed on demand")
        func subviewsConstructedOnDemand() {
            let unplaced = Counter()
            let placed = Counter()
            let content = Group {
                VStack { Counting(counter: unplaced, label: "first") }
                VStack { Counting(counter: placed, label: "second") }
            }
            let output = rendered(Group(subviews: content) { subviews in
                if let last = subviews.last { last }
            })
            #expect(output == "second")
            #expect(unplaced.count == 0)
            #expect(placed.count > 0)
        }

        // MARK: R2.7

        @Test("R2.7 SubviewsCollectionSlice keeps the base indices and is a View")
        func sliceSemantics() {
            func requiresSlice<C: RandomAccessCollection & View>(_: C.Type) -> Bool
            where C.Element == Subview, C.Index == Int, C.SubSequence == C { true }
            #expect(requiresSlice(SubviewsCollectionSlice.self))

            let resolved = subviews { Text("A"); Text("B"); Text("C"); Text("D") }
            let slice = resolved[1...]
            #expect(slice.startIndex == 1)
            #expect(slice.endIndex == 4)
            #expect(Array(slice.indices) == [1, 2, 3])
            #expect(slice.first.map { rendered($0) } == "B")
            #expect(rendered(slice[1]) == "B")
            #expect(texts(slice[2..<4]) == ["C", "D"])
            #expect(texts(resolved.dropFirst(2)) == ["C", "D"])
            #expect(texts(resolved.prefix(2)) == ["A", "B"])
            #expect(resolved.dropFirst().startIndex == 1)

            // Placed in a builder, a slice contributes one element per subview.
            let content = Group { Text("A"); Text("B"); Text("C"); Text("D") }
            let placed = subviews { Group(subviews: content) { all in all.dropFirst().dropLast() } }
            #expect(texts(placed) == ["B", "C"])
        }

        @Test("R2.7 indexing a slice with an index of the base outside it traps")
        func sliceIndexZeroTraps() async {
            await #expect(processExitsWith: .failure) {
                await MainActor.run {
                    let resolved = subviews { Text("A"); Text("B"); Text("C") }
                    _ = resolved[1...][0]
                }
            }
        }

        // MARK: R2.8

        @Test("R2.8 Group(subviews:) resolves its view in an empty trait scope")
        func groupSubviewsFreshScope() {
            let inner = Captured<SubviewsCollection>()
            let outer = subviews {
                Group(subviews: Group { Text("A"); Text("B").containerValue(\.w, 2) }) { subviews in
                    let _ = inner.record(subviews)
                    ForEach(subviews) { $0 }
                }
                .containerValue(\.v, 9)
            }
            let decomposed = inner.value.map(Array.init) ?? []
            #expect(values(decomposed, \.v) == [0, 0])
            #expect(values(decomposed, \.w) == [0, 2])
            // The value applied outside reaches what the transform produced, in the outer list.
            #expect(values(outer, \.v) == [9, 9])
            #expect(values(outer, \.w) == [0, 2])
        }

        @Test("R2.8 the transform's result is transparent: the outer list sees whatever it returns")
        func groupSubviewsTransformIsTransparent() {
            let resolved = subviews {
                Text("before")
                Group(subviews: Group { Text("A"); Text("B"); Text("C") }) { subviews in
                    Text("count \(subviews.count)")
                    ForEach(subviews.reversed()) { $0 }
                }
                Text("after")
            }
            #expect(texts(resolved) == ["before", "count 3", "C", "B", "A", "after"])
        }

        // MARK: R2.9

        @Test("R2.9 ForEach(subviews:) is Group(subviews:) with a ForEach, identified by Subview.ID")
        func forEachSubviewsEquivalence() {
            let content = Group {
                Text("A").containerValue(\.v, 1)
                ForEach(0..<2) { Text("\($0)") }
            }
            let inner = Captured<SubviewsCollection>()
            let viaForEach = subviews {
                ForEach(subviews: content) { subview in HStack(spacing: 0) { Text(">"); subview } }
            }
            let viaGroup = subviews {
                Group(subviews: content) { subviews in
                    let _ = inner.record(subviews)
                    ForEach(subviews) { subview in HStack(spacing: 0) { Text(">"); subview } }
                }
            }
            #expect(texts(viaForEach) == [">A", ">0", ">1"])
            #expect(texts(viaGroup) == texts(viaForEach))
            #expect(viaGroup.map(\.id) == viaForEach.map(\.id))
            let innerIDs = inner.value.map { $0.map(\.id) } ?? []
            #expect(innerIDs.count == 3)
            for (outer, innerID) in zip(viaForEach, innerIDs) {
                #expect(outer.id.contains(innerID))
            }
        }

        @Test("R2.9 ForEachSubviewCollection is opaque")
        func forEachSubviewCollectionIsOpaque() async {
            let forEach = ForEach(subviews: Group { Text("A"); Text("B") }) { $0 }
            #expect(forEach.data.isEmpty)
            await #expect(processExitsWith: .failure) {
                let forEach = ForEach(subviews: Group { Text("A"); Text("B") }) { $0 }
                _ = forEach.data[0]
            }
        }

        // MARK: R2.10

        @Test("R2.10 Group(subviews:) of a SubviewsCollection uses it as-is: same elements and IDs")
        func fastPath() {
            let original = Captured<SubviewsCollection>()
            let again = Captured<SubviewsCollection>()
            _ = subviews {
                Group(subviews: Group { Text("A").containerValue(\.v, 1); Text("B") }) { subviews in
                    let _ = original.record(subviews)
                    Group(subviews: subviews) { regrouped in
                        let _ = again.record(regrouped)
                        EmptyView()
                    }
                }
                .containerValue(\.v, 5)
            }
            let first = original.value.map(Array.init) ?? []
            let second = again.value.map(Array.init) ?? []
            #expect(first.count == 2)
            #expect(second.map(\.id) == first.map(\.id))
            #expect(texts(second) == ["A", "B"])
            #expect(values(second, \.v) == [1, 0])

            // The section variant: Group(subviews: section.content).
            let sectionContent = Captured<SubviewsCollection>()
            let regroupedContent = Captured<SubviewsCollection>()
            _ = rendered(Group(sections: Section { Text("S1"); Text("S2") }) { sections in
                ForEach(sections) { section in
                    let _ = sectionContent.record(section.content)
                    Group(subviews: section.content) { regrouped in
                        let _ = regroupedContent.record(regrouped)
                        EmptyView()
                    }
                }
            })
            let contentIDs = sectionContent.value.map { $0.map(\.id) } ?? []
            #expect(contentIDs.count == 2)
            #expect(regroupedContent.value.map { $0.map(\.id) } == contentIDs)
        }

        // MARK: R2.11

        @Test("R2.11 re-emitting a subview carries its container values to the enclosing list")
        func reEmissionCarriesValues() {
            let resolved = subviews {
                ReEmitting {
                    Text("A").containerValue(\.v, 1)
                    Text("B")
                }
            }
            #expect(values(resolved, \.v) == [1, 0])

            // Also through ordinary (distributed) modifiers on the proxy.
            let modified = subviews {
                ForEach(subviews: Group { Text("A").containerValue(\.v, 1) }) { subview in
                    subview.modifier(Inert()).modifier(Marked(mark: "m")).starred()
                }
            }
            #expect(values(modified, \.v) == [1])
        }

        @Test("R2.11 on re-emission the original's values win; unset keys take the proxy's value")
        func reEmissionPrecedence() {
            let resolved = subviews {
                ForEach(subviews: Group {
                    Text("A").containerValue(\.v, 1)
                    Text("B")
                }) { subview in
                    subview
                        .containerValue(\.v, 9)
                        .containerValue(\.w, 7)
                }
            }
            #expect(values(resolved, \.v) == [1, 9])
            #expect(values(resolved, \.w) == [7, 7])
        }

        // MARK: R2.12

        @Test("R2.12 ForEach(subviews:) and Group(subviews:) see no sections")
        func subviewsSeeNoSections() {
            let content = Group {
                Text("loose")
                Section {
                    Text("c1")
                    Text("c2")
                } header: {
                    Text("h1")
                    Text("h2")
                } footer: {
                    Text("f")
                }
            }
            let viaGroup = subviews { content }
            #expect(texts(viaGroup) == ["loose", "h1", "h2", "c1", "c2", "f"])
            let viaForEach = subviews { ForEach(subviews: content) { $0 } }
            #expect(texts(viaForEach) == ["loose", "h1", "h2", "c1", "c2", "f"])
        }
    }
}
