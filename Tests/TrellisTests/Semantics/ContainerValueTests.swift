// §5 of container-semantics.md: declaring, setting, reading and scoping container values.
import Testing
import Trellis
@testable import TrellisCore

extension ContainerValues {
    @Entry fileprivate var semanticsFlag: Bool = false
}

/// A custom container that decomposes its content, records what it saw and re-emits every
/// subview (transparent).
private struct Recording<Content: View>: View {
    let captured: Captured<SubviewsCollection>
    @ViewBuilder var content: Content

    var body: some View {
        Group(subviews: content) { subviews in
            let _ = captured.record(subviews)
            ForEach(subviews) { $0 }
        }
    }
}

/// A custom container that wraps every subview in a card (a unary `VStack`), optionally
/// passing the subview's value on to the card.
private struct Cards<Content: View>: View {
    var forwardsValue = false
    @ViewBuilder var content: Content

    var body: some View {
        ForEach(subviews: content) { subview in
            if forwardsValue {
                VStack { subview }.containerValue(\.v, subview.containerValues.v)
            } else {
                VStack { subview }
            }
        }
    }
}

/// A custom view whose body root sets a container value.
private struct ValuedBody: View {
    var body: some View {
        Text("valued").containerValue(\.v, 5)
    }
}

extension Semantics {
    @Suite("§5 Container values")
    @MainActor struct ContainerValueRules {
        // MARK: R4.1

        @Test("R4.1 a value is declared with a key or @Entry and set with .containerValue or a convenience modifier")
        func declaringAndSetting() {
            let resolved = subviews {
                Text("A").containerValue(\.v, 1)
                Text("B").rank(2)
                Text("C").containerValue(\.semanticsFlag, true)
                Text("D")
            }
            #expect(values(resolved, \.v) == [1, 2, 0, 0])
            #expect(values(resolved, \.semanticsFlag) == [false, false, true, false])
            #expect(resolved[3].containerValues[VKey.self] == VKey.defaultValue)
            #expect(resolved[0].containerValues[VKey.self] == 1)
        }

        // MARK: R4.2

        @Test("R4.2 values are read from Subview, SectionConfiguration and a layout's subviews")
        func readingPlaces() {
            let fromSubviews = subviews { Text("A").containerValue(\.v, 1) }
            #expect(fromSubviews.first?.containerValues.v == 1)

            let fromSections = sections { Section { Text("A") }.containerValue(\.v, 2) }
            #expect(fromSections.first?.containerValues.v == 2)

            let fromLayout = layoutChildValues {
                Text("A").containerValue(\.v, 3)
                Text("B")
            }
            #expect(fromLayout.map(\.v) == [3, 0])
        }

        // MARK: R4.3

        @Test("R4.3 tag(for:) and hasTag(_:) read values set with .tag")
        func tagsAreTraits() {
            let resolved = subviews {
                Text("A").tag("a")
                Text("B").tag(2)
                Text("C")
                Group { Text("D"); Text("E").tag("inner") }.tag("outer")
            }
            let a = resolved[0].containerValues
            #expect(a.tag(for: String.self) == "a")
            #expect(a.hasTag("a"))
            #expect(!a.hasTag("b"))
            #expect(a.tag(for: Int.self) == nil)
            #expect(a.tag(for: String?.self) == .some("a"))
            #expect(resolved[1].containerValues.tag(for: Int.self) == 2)
            #expect(resolved[1].containerValues.hasTag(2))
            #expect(resolved[2].containerValues.tag(for: String.self) == nil)
            #expect(!resolved[2].containerValues.hasTag("a"))
            // Tags scope like every container value: distributed, innermost wins.
            #expect(resolved[3].containerValues.tag(for: String.self) == "outer")
            #expect(resolved[4].containerValues.tag(for: String.self) == "inner")
            // And they do not escape a container.
            #expect(subviews { VStack { Text("A").tag("a") } }[0].containerValues.tag(for: String.self) == nil)
        }

        // MARK: R4.4

        @Test("R4.4 sub-field key paths compose")
        func subFieldKeyPathsCompose() {
            let resolved = subviews {
                Text("A")
                    .containerValue(\.pin.rotation, 10)
                    .containerValue(\.pin.xOffset, 5)
                Text("B").containerValue(\.pin.xOffset, 3)
                Group { Text("C").containerValue(\.pin.xOffset, 3) }
                    .containerValue(\.pin.rotation, 10)
                Text("D")
            }
            #expect(values(resolved, \.pin) == [
                Pin(rotation: 10, xOffset: 5),
                Pin(rotation: 0, xOffset: 3),
                Pin(rotation: 10, xOffset: 3),
                Pin(),
            ])
        }

        // MARK: R5.1

        @Test("R5.1 a value does not escape its closest container, even with one child")
        func valueDoesNotEscape() {
            let resolved = subviews {
                VStack { Text("A").containerValue(\.v, 1) }
            }
            #expect(resolved.count == 1)
            #expect(resolved[0].containerValues.v == 0)
            // The closest container (the stack) does see it.
            #expect(layoutChildValues { Text("A").containerValue(\.v, 1) }.map(\.v) == [1])

            // A custom container that wraps its content in a stack stops it too.
            let inner = Captured<SubviewsCollection>()
            let outer = subviews {
                VStack { Recording(captured: inner) { Text("A").containerValue(\.v, 1) } }
            }
            _ = rendered(VStack { Recording(captured: inner) { Text("A").containerValue(\.v, 1) } })
            #expect(values(outer, \.v) == [0])
            #expect(inner.value.map { values($0, \.v) } == [1])
        }

        // MARK: R5.2

        @Test("R5.2 non-container modifiers do not block a value")
        func ordinaryModifiersDoNotBlock() {
            let resolved = subviews {
                Text("C")
                    .containerValue(\.v, 3)
                    .starred()
                    .modifier(Inert())
                    .modifier(Marked(mark: "m"))
                    .environment(\.probe, "x")
                    .id("c")
                    .preference(key: Marks.self, value: ["p"])
            }
            #expect(values(resolved, \.v) == [3])
        }

        // MARK: R5.3

        @Test("R5.3 a value on a container belongs to the container's element, not its children")
        func valueOnContainerItself() {
            let resolved = subviews {
                VStack { Text("a"); Text("b") }.containerValue(\.v, 1)
                Text("c")
            }
            #expect(values(resolved, \.v) == [1, 0])

            let children = Captured<[ContainerValues]>()
            let withLayout = subviews {
                LayoutProbe(captured: children) { Text("a"); Text("b") }.containerValue(\.v, 1)
            }
            #expect(values(withLayout, \.v) == [1])
            _ = rendered(withLayout[0])
            #expect(children.value?.map(\.v) == [0, 0])
        }

        // MARK: R5.4

        @Test("R5.4 a value on a transparent view is set on every element it contributes")
        func valueOnTransparentView() {
            let resolved = subviews {
                Group { Text("A"); Text("B") }.containerValue(\.v, 2)
                ForEach(0..<2) { Text("\($0)") }.containerValue(\.v, 3)
                Section { Text("S1"); Text("S2") } header: { Text("H") }.containerValue(\.v, 4)
                AnyView(TwoTexts()).containerValue(\.v, 5)
                TwoTexts().containerValue(\.v, 6)
            }
            #expect(values(resolved, \.v) == [2, 2, 3, 3, 4, 4, 4, 5, 5, 6, 6])

            let sectioned = sections {
                Section { Text("S1"); Text("S2") }.containerValue(\.v, 4)
            }
            #expect(sectioned.first?.containerValues.v == 4)
            #expect(sectioned.first.map { values($0.content, \.v) } == [4, 4])
        }

        @Test("R5.4 values set inside a Group or at a custom body's root remain visible")
        func valuesInsideTransparentViews() {
            let resolved = subviews {
                Group { Text("A").containerValue(\.v, 1) }
                ValuedBody()
                Group { Group { ValuedBody() } }
            }
            #expect(values(resolved, \.v) == [1, 5, 5])
        }

        // MARK: R5.5

        @Test("R5.5 on the single-view path a container value is a no-op")
        func singleViewPathNoOp() {
            let spy = Captured<ContainerValues>()
            _ = rendered(InputsSpy(captured: spy).containerValue(\.v, 5))
            #expect(spy.all.count == 1)
            #expect(spy.value?.v == 0)

            // In a view list the same modifier sets the value.
            let resolved = subviews { InputsSpy(captured: Captured()).containerValue(\.v, 5) }
            #expect(values(resolved, \.v) == [5])
        }

        // MARK: R5.6

        @Test("R5.6 the innermost write wins")
        func innermostWins() {
            let resolved = subviews {
                Group {
                    Text("A").containerValue(\.v, 1)
                    Text("B")
                }
                .containerValue(\.v, 2)
                Text("C").containerValue(\.v, 1).containerValue(\.v, 2)
                Section { Text("D").containerValue(\.v, 7) }.containerValue(\.v, 8)
            }
            #expect(texts(resolved) == ["A", "B", "C", "D"])
            #expect(values(resolved, \.v) == [1, 2, 1, 7])
        }

        // MARK: R5.7

        @Test("R5.7 the trait scope is reset at a Group(subviews:) boundary")
        func scopeResetAtSubviewsBoundary() {
            let inner = Captured<SubviewsCollection>()
            let outer = subviews {
                Recording(captured: inner) {
                    Text("A")
                    Text("B")
                }
                .containerValue(\.v, 4)
            }
            #expect(inner.value.map { values($0, \.v) } == [0, 0])
            // The value attaches to what the container contributes to its parent's list.
            #expect(values(outer, \.v) == [4, 4])
        }

        @Test("R5.7 the trait scope is reset at a Group(sections:) boundary")
        func scopeResetAtSectionsBoundary() {
            let inner = Captured<SectionCollection>()
            let outer = subviews {
                Group(sections: Group { Section { Text("A") }; Text("B") }) { sections in
                    let _ = inner.record(sections)
                    ForEach(sections) { section in section.content }
                }
                .containerValue(\.v, 4)
            }
            let seen = inner.value.map(Array.init) ?? []
            #expect(seen.count == 2)
            #expect(seen.map(\.containerValues.v) == [0, 0])
            #expect(seen.flatMap { values($0.content, \.v) } == [0, 0])
            #expect(values(outer, \.v) == [4, 4])
        }

        @Test("R5.7 the trait scope is reset at a unary container's boundary")
        func scopeResetAtUnaryBoundary() {
            let children = Captured<[ContainerValues]>()
            _ = rendered(VStack {
                Group {
                    LayoutProbe(captured: children) { Text("A"); Text("B").containerValue(\.w, 1) }
                }
                .containerValue(\.v, 4)
            })
            #expect(children.value?.map(\.v) == [0, 0])
            #expect(children.value?.map(\.w) == [0, 1])
        }

        // MARK: R5.8

        @Test("R5.8 values pass through a decomposition only by re-emission")
        func valuesPassByReEmission() {
            // Re-emitting the subview: the next container up sees the original values.
            let reEmitted = subviews {
                Recording(captured: Captured()) {
                    Recording(captured: Captured()) {
                        Text("A").containerValue(\.v, 1)
                    }
                }
            }
            #expect(values(reEmitted, \.v) == [1])

            // Re-emitting section.content: the same.
            let reEmittedContent = subviews {
                ForEach(sections: Group {
                    Section { Text("A").containerValue(\.v, 1); Text("B") }.containerValue(\.w, 2)
                }) { section in
                    section.content
                }
            }
            #expect(values(reEmittedContent, \.v) == [1, 0])
            #expect(values(reEmittedContent, \.w) == [2, 2])

            // Wrapping each subview in a card: the values stop at the card ...
            let wrapped = subviews { Cards { Text("A").containerValue(\.v, 1) } }
            #expect(values(wrapped, \.v) == [0])
            // ... unless the container re-applies them to the card.
            let forwarded = subviews { Cards(forwardsValue: true) { Text("A").containerValue(\.v, 1) } }
            #expect(values(forwarded, \.v) == [1])
        }
    }
}
