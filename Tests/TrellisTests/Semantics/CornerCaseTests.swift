// §6 of container-semantics.md: corner cases, known problems and surprises.
import Testing
import Trellis
@testable import TrellisCore

/// A custom container in the WWDC style: one card (a bordered `HStack`) per subview, stacked.
private struct CardStack<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(subviews: content) { subview in
                HStack(spacing: 0) { Text("|"); subview; Text("|") }
            }
        }
    }
}

/// The beta spellings, called from a deprecated context so that the deprecation warnings are
/// silenced here; the protocol lets the test call them without a warning of its own.
@MainActor private protocol BetaSpellings {
    func subviewOf<V: View>(_ content: V) -> [String]
    func subviewsOf<V: View>(_ content: V) -> [String]
    func sectionOf<V: View>(_ content: V) -> [String]
    func sectionsOf<V: View>(_ content: V) -> [String]
}

@MainActor private struct DeprecatedSpellings: BetaSpellings {
    @available(*, deprecated)
    func subviewOf<V: View>(_ content: V) -> [String] {
        texts(subviews { ForEach(subviewOf: content) { $0 } })
    }

    @available(*, deprecated)
    func subviewsOf<V: View>(_ content: V) -> [String] {
        texts(subviews { Group(subviewsOf: content) { $0 } })
    }

    @available(*, deprecated)
    func sectionOf<V: View>(_ content: V) -> [String] {
        texts(subviews {
            ForEach(sectionOf: content) { section in VStack(alignment: .leading) { section.header; section.content } }
        })
    }

    @available(*, deprecated)
    func sectionsOf<V: View>(_ content: V) -> [String] {
        texts(subviews {
            Group(sectionsOf: content) { sections in
                ForEach(sections) { section in VStack(alignment: .leading) { section.header; section.content } }
            }
        })
    }
}

private struct CurrentSpellings: BetaSpellings {
    func subviewOf<V: View>(_ content: V) -> [String] {
        texts(subviews { ForEach(subviews: content) { $0 } })
    }

    func subviewsOf<V: View>(_ content: V) -> [String] {
        texts(subviews { Group(subviews: content) { $0 } })
    }

    func sectionOf<V: View>(_ content: V) -> [String] {
        texts(subviews {
            ForEach(sections: content) { section in VStack(alignment: .leading) { section.header; section.content } }
        })
    }

    func sectionsOf<V: View>(_ content: V) -> [String] {
        texts(subviews {
            Group(sections: content) { sections in
                ForEach(sections) { section in VStack(alignment: .leading) { section.header; section.content } }
            }
        })
    }
}

/// A reference type, to tell fresh default instances apart.
private final class Box {}

private struct BoxKey: ContainerValueKey {
    /// Computed, as `@Entry` generates it: re-evaluated on every read of an unset key.
    static var defaultValue: Box { Box() }
}

extension ContainerValues {
    fileprivate var box: Box {
        get { self[BoxKey.self] }
        set { self[BoxKey.self] = newValue }
    }
}

extension Semantics {
    @Suite("§6 Corner cases")
    @MainActor struct CornerCases {
        @Test("§6.1 sections are invisible to the subviews APIs; section values are copied to each subview")
        func sectionsInvisibleToSubviews() {
            let resolved = subviews {
                Section {
                    Text("c")
                } header: {
                    Text("h")
                } footer: {
                    Text("f")
                }
                .containerValue(\.v, 1)
            }
            #expect(texts(resolved) == ["h", "c", "f"])
            #expect(values(resolved, \.v) == [1, 1, 1])
        }

        @Test("§6.2 empty content gives zero sections (L)")
        func emptyContentZeroSections() {
            #expect(sections { EmptyView() }.count == 0)
            #expect(sections { Section { EmptyView() } }.count == 0)
            #expect(sections { Text("A") }.count == 1)
        }

        @Test("§6.3 fully empty explicit sections vanish but still split implicit runs (L)")
        func emptySectionsVanishButSplit() {
            let resolved = sections {
                Text("A")
                Section { EmptyView() }.containerValue(\.v, 1)
                Text("B")
            }
            #expect(resolved.map { texts($0.content) } == [["A"], ["B"]])
            #expect(resolved.map(\.containerValues.v) == [0, 0])
        }

        @Test("§6.4 implicit sections have default values and an empty header and footer")
        func implicitSectionsDefaults() {
            let resolved = sections {
                Text("A").containerValue(\.v, 1)
                Section { Text("S") } header: { Text("H") } footer: { Text("F") }
                Text("B").containerValue(\.v, 2)
            }
            for index in [0, 2] {
                #expect(resolved[index].containerValues.v == 0)
                #expect(resolved[index].header.isEmpty)
                #expect(resolved[index].footer.isEmpty)
            }
        }

        @Test("§6.5 implicit section IDs are positional: an earlier section renumbers them (L)")
        func implicitIDsRenumbered() {
            let before = sections { Text("A"); Section { Text("S") }; Text("B") }
            let after = sections { Section { Text("new") }; Text("A"); Section { Text("S") }; Text("B") }
            #expect(texts(before[2].content) == ["B"])
            #expect(texts(after[3].content) == ["B"])
            #expect(before[2].id != after[3].id)
            #expect(before[0].id != after[1].id)
        }

        @Test("§6.6 slices keep base indices: use first or ForEach(slice)")
        func slicesKeepBaseIndices() async {
            let resolved = subviews { Text("A"); Text("B"); Text("C") }
            let slice = resolved[1...]
            #expect(slice.first.map { rendered($0) } == "B")
            #expect(slice.indices.first == 1)

            let content = Group { Text("A"); Text("B"); Text("C") }
            let output = rendered(Group(subviews: content) { subviews in
                VStack(alignment: .leading) {
                    ForEach(subviews[1...]) { $0 }
                    ForEach(subviews.dropLast(), id: \.id) { $0 }
                }
            })
            #expect(output == "B\nC\nA\nB")

            await #expect(processExitsWith: .failure) {
                await MainActor.run {
                    let resolved = subviews { Text("A"); Text("B") }
                    _ = resolved.dropFirst()[0]
                }
            }
        }

        @Test("§6.7 environment applied to a Subview reaches it where the subview set none; around the container it always does")
        func proxyEnvironmentIgnored() {
            let ignored = rendered(CardStack { Text("abc"); EnvironmentReader() }
                .transformEnvironment(\.probe) { $0 += "+outer" })
            #expect(ignored == "|abc|\n|default+outer|")

            struct ProxyStyled<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View {
                    VStack(alignment: .leading) {
                        ForEach(subviews: content) { subview in
                            subview.environment(\.textCase, .uppercase).environment(\.probe, "proxy")
                        }
                    }
                }
            }
            #expect(rendered(ProxyStyled { Text("abc"); EnvironmentReader() }) == "ABC\nDEFAULT")
            #expect(rendered(ProxyStyled { Text("abc"); EnvironmentReader().environment(\.probe, "own") }
                .environment(\.probe, "around")) == "ABC\nOWN")
        }

        @Test("§6.8 a SubviewsCollection placed directly is several views; wrap it to make one unit")
        func collectionPlacedIsSeveral() {
            let content = Group {
                Section { Text("c1"); Text("c2") } header: { Text("h1"); Text("h2") }
            }
            let loose = subviews { ForEach(sections: content) { section in section.content } }
            #expect(loose.count == 2)
            let wrapped = subviews {
                ForEach(sections: content) { section in
                    VStack(alignment: .leading) {
                        HStack { section.header }
                        section.content
                    }
                }
            }
            #expect(texts(wrapped) == ["h1 h2\nc1\nc2"])
        }

        @Test("§6.9 value escape boundaries are structural")
        func escapeBoundariesAreStructural() {
            let flag = true
            // Stopped by: stacks, a custom container's card, overlay and background content.
            let stopped = subviews {
                VStack { Text("A").containerValue(\.v, 1) }
                HStack { Text("B").containerValue(\.v, 1) }
                Text("C").overlayPreferenceValue(Marks.self) { _ in Text("o").containerValue(\.v, 1) }
                Text("D").backgroundPreferenceValue(Marks.self) { _ in Text("b").containerValue(\.v, 1) }
            }
            #expect(stopped.count == 4)
            #expect(values(stopped, \.v) == [0, 0, 0, 0])

            // Passed through by: Group, ForEach, AnyView, conditionals, custom bodies, TupleView, Section.
            let passed = subviews {
                Group { Text("A").containerValue(\.v, 1) }
                ForEach(0..<1) { _ in Text("B").containerValue(\.v, 1) }
                AnyView(Text("C").containerValue(\.v, 1))
                if flag { Text("D").containerValue(\.v, 1) }
                if flag { Text("E").containerValue(\.v, 1) } else { Text("not E") }
                TwoTexts().containerValue(\.v, 1)
                TupleView(Text("F").containerValue(\.v, 1), Text("G").containerValue(\.v, 1))
                Section { Text("H").containerValue(\.v, 1) }
            }
            #expect(texts(passed) == ["A", "B", "C", "D", "E", "A", "B", "F", "G", "H"])
            #expect(values(passed, \.v) == Array(repeating: 1, count: 10))
        }

        @Test("§6.10 values set outside a custom container are not visible to its decomposition")
        func outsideValuesInvisible() {
            let inner = Captured<SubviewsCollection>()
            _ = subviews {
                SubviewsProbe(captured: inner) { Text("A"); Text("B").containerValue(\.v, 2) }
                    .containerValue(\.v, 1)
                    .containerValue(\.w, 1)
            }
            #expect(inner.value.map { values($0, \.v) } == [0, 2])
            #expect(inner.value.map { values($0, \.w) } == [0, 0])
        }

        @Test("§6.11 reading the count does not instantiate the subviews' contents")
        func countDoesNotInstantiate() {
            let counter = Counter()
            let output = rendered(Group(subviews: Group {
                VStack { Counting(counter: counter) }
                VStack { Counting(counter: counter) }
            }) { subviews in
                Text("\(subviews.count)")
            })
            #expect(output == "2")
            #expect(counter.count == 0)
        }

        @Test("§6.12 the beta spellings compile and behave like the final ones")
        func betaSpellings() {
            let content = Group {
                Text("A").containerValue(\.v, 1)
                Section { Text("B") } header: { Text("H") }
                Text("C")
            }
            let beta: any BetaSpellings = DeprecatedSpellings()
            let final: any BetaSpellings = CurrentSpellings()
            #expect(beta.subviewOf(content) == ["A", "H", "B", "C"])
            #expect(beta.subviewOf(content) == final.subviewOf(content))
            #expect(beta.subviewsOf(content) == final.subviewsOf(content))
            #expect(beta.sectionOf(content) == ["A", "H\nB", "C"])
            #expect(beta.sectionOf(content) == final.sectionOf(content))
            #expect(beta.sectionsOf(content) == final.sectionsOf(content))
        }

        @Test("§6.13 a computed default is re-evaluated on every read of an unset key")
        func defaultReEvaluated() {
            let resolved = subviews {
                Text("unset")
                Text("set").containerValue(\.box, Box())
            }
            let unset = resolved[0].containerValues
            #expect(unset.box !== unset.box)
            let set = resolved[1].containerValues
            #expect(set.box === set.box)
        }

        @Test("§6.14 AnyView is list-transparent: counts and values are unaffected")
        func anyViewDoesNotChangeCountsOrValues() {
            @ViewBuilder func content() -> some View {
                Text("A").containerValue(\.v, 1)
                Group { Text("B"); Text("C") }.containerValue(\.v, 2)
                VStack { Text("D").containerValue(\.v, 3) }
            }
            let plain = subviews { content() }
            let erased = subviews { AnyView(content()) }
            let nested = subviews { AnyView(Group { AnyView(content()) }) }
            #expect(texts(erased) == texts(plain))
            #expect(texts(nested) == texts(plain))
            #expect(values(erased, \.v) == [1, 2, 2, 0])
            #expect(values(nested, \.v) == values(plain, \.v))
        }

        @Test("§6.15 decompositions nest; a ForEach over subviews renders; section values reach rows")
        func reImplementationPitfalls() {
            // Multi-view roots nested inside another custom container.
            let output = rendered(CardStack {
                ForEach(subviews: Group {
                    ForEach(subviews: Group { Text("a"); Text("b") }) { $0 }
                }) { $0 }
                Text("c")
            })
            #expect(output == "|a|\n|b|\n|c|")

            let rows = sections {
                Section { Text("row 1"); Text("row 2") }.containerValue(\.v, 1)
            }
            #expect(rows.first?.containerValues.v == 1)
            #expect(rows.first.map { values($0.content, \.v) } == [1, 1])
        }

        @Test("§6.16 unplaced subviews are never instantiated")
        func unplacedNeverInstantiated() {
            let first = Counter()
            let second = Counter()
            let output = rendered(Group(subviews: Group {
                VStack { Counting(counter: first, label: "one") }
                VStack { Counting(counter: second, label: "two") }
            }) { subviews in
                subviews[0]
            })
            #expect(output == "one")
            #expect(first.count > 0)
            #expect(second.count == 0)
        }

        @Test("§6.17 a modifier on Group(subviews:) output applies once per produced element")
        func groupSubviewsDistribution() {
            let produced = marks(of: Group(subviews: Group { Text("A"); Text("B"); Text("C") }) { subviews in
                ForEach(subviews) { $0 }
            }
            .preference(key: Marks.self, value: ["appeared"]))
            #expect(produced == ["appeared", "appeared", "appeared"])

            let resolved = subviews {
                Group(subviews: Group { Text("aa"); Text("bb") }) { $0 }.starred()
            }
            #expect(texts(resolved) == ["*a", "*b"])
        }
    }
}
