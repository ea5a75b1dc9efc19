// §2 of container-semantics.md: how each declared construct contributes to the resolved list.
import Testing
import Trellis
@testable import TrellisCore

extension Semantics {
    @Suite("§2 Declared vs resolved subviews")
    @MainActor struct DeclaredVsResolved {
        // MARK: R1.0

        @Test("R1.0 subviews are the flattened list in depth-first declaration order")
        func depthFirstOrder() {
            let resolved = subviews {
                Text("1")
                Group {
                    Text("2")
                    Group {
                        Text("3")
                        ForEach(4..<6) { Text("\($0)") }
                    }
                }
                Text("6")
                AnyView(Group { Text("7"); Text("8") })
                TwoTexts(first: "9", second: "10")
            }
            #expect(texts(resolved) == (1...10).map(String.init))
        }

        @Test("R1.0 table: a leaf view is exactly one subview")
        func leafIsOne() {
            #expect(subviews { Text("A") }.count == 1)
            #expect(subviews { Text("A"); Text("B") }.count == 2)
        }

        @Test("R1.0 table: ordinary modifiers don't change the count")
        func modifiersKeepCount() {
            let resolved = subviews {
                Text("A")
                    .modifier(Inert())
                    .preference(key: Marks.self, value: ["a"])
                    .environment(\.probe, "x")
                    .starred()
            }
            #expect(resolved.count == 1)
            #expect(texts(resolved) == ["*"])  // the star is drawn over the "A"
        }

        @Test("R1.0 table: a container is exactly one subview, whatever its children")
        func containerIsOne() {
            #expect(subviews { VStack { Text("A"); Text("B"); Text("C") } }.count == 1)
            #expect(subviews { HStack { ForEach(0..<10) { Text("\($0)") } } }.count == 1)
            #expect(subviews { VStack {} }.count == 1)
            let resolved = subviews { VStack(alignment: .leading) { Text("A"); Text("B") } }
            #expect(texts(resolved) == ["A\nB"])
        }

        @Test("R1.0 table: a TupleView is the concatenation of its children")
        func tupleViewConcatenates() {
            let resolved = subviews {
                TupleView(Text("A"), Group { Text("B"); Text("C") }, EmptyView(), Text("D"))
            }
            #expect(texts(resolved) == ["A", "B", "C", "D"])
        }

        @Test("R1.0 table: Group flattens its children recursively")
        func groupFlattens() {
            let resolved = subviews {
                Group {
                    Group {
                        Group { Text("A"); Text("B") }
                        Text("C")
                    }
                    Text("D")
                }
            }
            #expect(texts(resolved) == ["A", "B", "C", "D"])
        }

        @Test("R1.0 table: ForEach gives each element's content, n elements × per-element count")
        func forEachMultiplies() {
            let resolved = subviews {
                ForEach(0..<3) { index in
                    Text("a\(index)")
                    Text("b\(index)")
                }
            }
            #expect(texts(resolved) == ["a0", "b0", "a1", "b1", "a2", "b2"])
        }

        @Test("R1.0 table: EmptyView contributes nothing")
        func emptyViewIsZero() {
            #expect(subviews { EmptyView() }.isEmpty)
            #expect(texts(subviews { EmptyView(); Text("A"); EmptyView() }) == ["A"])
        }

        @Test("R1.0 table: an if contributes its content's count when true, 0 when false")
        func optionalContent() {
            func content(_ flag: Bool) -> some View {
                Group {
                    if flag {
                        Text("A")
                        Text("B")
                    }
                }
            }
            #expect(texts(subviews { content(true) }) == ["A", "B"])
            #expect(subviews { content(false) }.isEmpty)
        }

        @Test("R1.0 table: if/else and switch contribute the active branch")
        func conditionalContent() {
            @ViewBuilder func ifElse(_ flag: Bool) -> some View {
                if flag {
                    Text("T1")
                    Text("T2")
                } else {
                    Text("F")
                }
            }
            @ViewBuilder func choose(_ choice: Int) -> some View {
                switch choice {
                case 0: Text("zero")
                case 1: ForEach(0..<3) { Text("one\($0)") }
                default: EmptyView()
                }
            }
            #expect(texts(subviews { ifElse(true) }) == ["T1", "T2"])
            #expect(texts(subviews { ifElse(false) }) == ["F"])
            #expect(texts(subviews { choose(0) }) == ["zero"])
            #expect(texts(subviews { choose(1) }) == ["one0", "one1", "one2"])
            #expect(subviews { choose(2) }.isEmpty)
        }

        @Test("R1.0 table: AnyView is transparent and contributes its content's count")
        func anyViewIsTransparent() {
            #expect(subviews { AnyView(Group { Text("A"); Text("B") }) }.count == 2)
            #expect(subviews { AnyView(VStack { Text("A"); Text("B") }) }.count == 1)
            #expect(subviews { AnyView(EmptyView()) }.isEmpty)
            #expect(subviews { AnyView(AnyView(TwoTexts())) }.count == 2)
        }

        @Test("R1.0 table: a custom view contributes its body's count")
        func customViewIsItsBody() {
            #expect(texts(subviews { TwoTexts() }) == ["A", "B"])
            #expect(texts(subviews { TwoTexts(); TwoTexts(first: "C", second: "D") }) == ["A", "B", "C", "D"])
        }

        @Test("R1.0 table: a Section in subviews mode is its header, content and footer elements")
        func sectionInSubviewsMode() {
            let resolved = subviews {
                Section {
                    Text("c1")
                    Text("c2")
                } header: {
                    Text("h")
                } footer: {
                    Text("f")
                }
            }
            #expect(texts(resolved) == ["h", "c1", "c2", "f"])
        }

        @Test("R1.0 table: a Section in sections mode is one section node")
        func sectionInSectionsMode() {
            let resolved = sections {
                Section {
                    Text("c1")
                    Text("c2")
                } header: {
                    Text("h")
                }
            }
            #expect(resolved.count == 1)
            #expect(texts(resolved[0].header) == ["h"])
            #expect(texts(resolved[0].content) == ["c1", "c2"])
        }

        @Test("R1.0 table: a SubviewsCollection or slice placed in a builder is its subviews")
        func collectionPlacedIsItsSubviews() {
            let inner = Group { Text("A"); Text("B"); Text("C") }
            let resolved = subviews {
                Group(subviews: inner) { subviews in
                    subviews
                    subviews[1...]
                }
            }
            #expect(texts(resolved) == ["A", "B", "C", "B", "C"])
        }

        @Test("R1.0 table: a Subview placed in a builder is exactly one subview")
        func subviewPlacedIsOne() {
            let inner = Group { VStack { Text("A"); Text("B") }; Text("C") }
            let resolved = subviews {
                Group(subviews: inner) { subviews in
                    subviews[0]
                }
            }
            #expect(resolved.count == 1)
            #expect(texts(resolved) == ["A\nB"])
        }

        @Test("R1.0 table: the output of the subviews and sections APIs is transparent")
        func decompositionOutputIsTransparent() {
            let inner = Group {
                Text("A")
                Section { Text("B"); Text("C") }
            }
            let viaGroupSubviews = subviews { Group(subviews: inner) { subviews in ForEach(subviews) { $0 } } }
            let viaForEachSubviews = subviews { ForEach(subviews: inner) { $0 } }
            let viaGroupSections = subviews {
                Group(sections: inner) { sections in ForEach(sections) { section in section.content } }
            }
            let viaForEachSections = subviews { ForEach(sections: inner) { section in section.content } }
            #expect(texts(viaGroupSubviews) == ["A", "B", "C"])
            #expect(texts(viaForEachSubviews) == ["A", "B", "C"])
            #expect(texts(viaGroupSections) == ["A", "B", "C"])
            #expect(texts(viaForEachSections) == ["A", "B", "C"])
        }

        // MARK: R1.1

        @Test("R1.1 declared subviews differ from resolved subviews (WWDC and Clive examples)")
        func declaredVersusResolved() {
            let songs = (1...9).map { "Song \($0)" }
            let wwdc = subviews {
                Text("Title")
                Text("Subtitle")
                Text("Caption")
                ForEach(songs, id: \.self) { Text($0) }
            }
            #expect(wwdc.count == 12)  // 4 declared

            let clive = subviews {
                Text("1"); Text("2"); Text("3"); Text("4"); Text("5"); Text("6")
                ForEach(["a", "b"], id: \.self) { Text($0) }
            }
            #expect(clive.count == 8)  // 7 declared
        }

        @Test("R1.1 a VStack of N views is one subview, a Group of N views is N subviews")
        func stackVersusGroup() {
            #expect(subviews { VStack { Text("1"); Text("2"); Text("3") } }.count == 1)
            #expect(subviews { Group { Text("1"); Text("2"); Text("3") } }.count == 3)
        }

        // MARK: R1.2

        @Test("R1.2 an ordinary modifier on a Group is distributed to each resolved subview")
        func modifiersAreDistributed() {
            let output = rendered(VStack(alignment: .leading) {
                Group {
                    Text("aa")
                    Text("bb")
                }
                .starred()
            })
            #expect(output == "*a\n*b")

            let resolved = subviews { Group { Text("aa"); Text("bb") }.starred() }
            #expect(texts(resolved) == ["*a", "*b"])
        }

        @Test("R1.2 a modifier on a Group takes effect once per child")
        func modifierRunsPerChild() {
            #expect(marks(of: Group { Text("A"); Text("B"); Text("C") }.preference(key: Marks.self, value: ["m"]))
                == ["m", "m", "m"])
            #expect(marks(of: ForEach(0..<2) { Text("\($0)") }.modifier(Marked(mark: "x"))) == ["x", "x"])
            #expect(marks(of: Text("A").preference(key: Marks.self, value: ["m"])) == ["m"])
        }

        // MARK: R1.3

        @Test("R1.3 modifiers never merge elements; only a container does")
        func modifiersNeverMerge() {
            let modified = subviews {
                Group { Text("A"); Text("B"); Text("C") }
                    .modifier(Inert())
                    .modifier(Marked(mark: "m"))
                    .environment(\.probe, "x")
                    .containerValue(\.v, 1)
                    .starred()
            }
            #expect(modified.count == 3)

            let contained = subviews {
                VStack { Group { Text("A"); Text("B"); Text("C") }.modifier(Inert()) }
            }
            #expect(contained.count == 1)

            // A custom modifier whose body wraps `content` in a stack merges because of the stack
            // (a container), not because it is a modifier: `content` stands for all the elements.
            let wrappedByBody = subviews { Group { Text("A"); Text("B") }.modifier(Bracketed("[", "]")) }
            #expect(texts(wrappedByBody) == ["[AB]"])
            // A body that only modifies `content` keeps every element.
            let modifiedByBody = subviews { Group { Text("A"); Text("B") }.modifier(Marked(mark: "m")) }
            #expect(texts(modifiedByBody) == ["A", "B"])
        }

        // MARK: R1.4

        @Test("R1.4 the count and the elements are recomputed when state changes")
        func recomputedOnChange() {
            struct Rows: View {
                var showHeader: Bool
                var items: [String]
                var body: some View {
                    if showHeader { Text("header") }
                    ForEach(items, id: \.self) { Text($0) }
                }
            }
            let before = subviews { Rows(showHeader: false, items: ["a", "b"]) }
            let after = subviews { Rows(showHeader: true, items: ["a", "b", "c"]) }
            let removed = subviews { Rows(showHeader: false, items: []) }
            #expect(texts(before) == ["a", "b"])
            #expect(texts(after) == ["header", "a", "b", "c"])
            #expect(removed.isEmpty)
        }
    }
}
