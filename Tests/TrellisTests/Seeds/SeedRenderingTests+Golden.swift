import Testing
import Trellis
@testable import SeedExamples

/// The seeds' containers, ported verbatim, at the default length scale (nothing to opt into)
/// and 60 and 100 columns: the points they are written in come out in proportion, as in the
/// talk's and the articles' screenshots (margins of a couple of columns and a line, rows whole).
@MainActor extension SeedRenderingTests {
    /// Renders `view` at `width` at the default scale and expects its plain text to be `plain`,
    /// with the invariants of every render.
    func expectSeed(_ view: some View, width: Int, plain: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let rendered = ViewRenderer(width: width).render(view)
        expectRenderInvariants(rendered, width: width, sourceLocation: sourceLocation)
        #expect(rendered.plain == plain, sourceLocation: sourceLocation)
    }

    @Test("WWDC display board at 60 columns, in proportion")
    func displayBoardGolden60() {
        expectSeed(KaraokeBoard(), width: 60, plain: """
                  ╔═════════════╗            ╔════════════════╗
                  ║ Sam's Songs ║            ║ Sommer's Songs ║
                  ╚═════════════╝            ╚════════════════╝

            ╭───────────────────────╮     ╭─────────────────────╮
            │ Scrolling in the Deep │     │ S̶o̶m̶e̶ B̶o̶d̶y̶ L̶i̶k̶e̶ V̶i̶e̶w̶ │
            ╰───────────────────────╯     ╰─────────────────────╯
              ╭─────────────────────╮       ╭────────────────────╮
              │ Born to Build & Run │       │ C̶u̶p̶e̶r̶t̶i̶n̶o̶ D̶r̶e̶a̶m̶i̶n̶'̶ │
              ╰─────────────────────╯       ╰────────────────────╯

            """)
    }

    @Test("WWDC display board at 100 columns, in proportion")
    func displayBoardGolden100() {
        expectSeed(KaraokeBoard(), width: 100, plain: """
                  ╔═════════════╗            ╔════════════════╗
                  ║ Sam's Songs ║            ║ Sommer's Songs ║
                  ╚═════════════╝            ╚════════════════╝

            ╭───────────────────────╮     ╭─────────────────────╮
            │ Scrolling in the Deep │     │ S̶o̶m̶e̶ B̶o̶d̶y̶ L̶i̶k̶e̶ V̶i̶e̶w̶ │
            ╰───────────────────────╯     ╰─────────────────────╯
              ╭─────────────────────╮       ╭────────────────────╮
              │ Born to Build & Run │       │ C̶u̶p̶e̶r̶t̶i̶n̶o̶ D̶r̶e̶a̶m̶i̶n̶'̶ │
              ╰─────────────────────╯       ╰────────────────────╯

            """)
    }

    @Test("seed 003 checklist at 60 columns, in proportion")
    func checklistGolden60() {
        expectSeed(Seed003MyView(), width: 60, plain: """

                                   PRIMARY INCOME
              ○ W2
                                       1099S
              ○ 1099-B
              ○ 1099-R
              ○ 1099-DIV
              ○ 1099-INT
              ○ 1099-MISC
                                        MISC
              ○ A̶m̶o̶u̶n̶t̶ o̶f̶ r̶e̶a̶l̶ e̶s̶t̶a̶t̶e̶ t̶a̶x̶e̶s̶ p̶a̶i̶d̶
              ○ A̶m̶o̶u̶n̶t̶ o̶f̶ p̶e̶r̶s̶o̶n̶a̶l̶ p̶r̶o̶p̶e̶r̶t̶y̶ t̶a̶x̶e̶s̶ p̶a̶i̶d̶

            """)
    }

    @Test("seed 003 checklist at 100 columns, in proportion")
    func checklistGolden100() {
        expectSeed(Seed003MyView(), width: 100, plain: """

                                                       PRIMARY INCOME
              ○ W2
                                                           1099S
              ○ 1099-B
              ○ 1099-R
              ○ 1099-DIV
              ○ 1099-INT
              ○ 1099-MISC
                                                            MISC
              ○ A̶m̶o̶u̶n̶t̶ o̶f̶ r̶e̶a̶l̶ e̶s̶t̶a̶t̶e̶ t̶a̶x̶e̶s̶ p̶a̶i̶d̶
              ○ A̶m̶o̶u̶n̶t̶ o̶f̶ p̶e̶r̶s̶o̶n̶a̶l̶ p̶r̶o̶p̶e̶r̶t̶y̶ t̶a̶x̶e̶s̶ p̶a̶i̶d̶

            """)
    }

    @Test("seed 002 NewContainerView at 60 columns, in proportion")
    func newContainerViewGolden60() {
        expectSeed(Seed002ContentView(), width: 60, plain: """
            ╭──────────────────────────────────────────────────────────╮
            │ 섹션 1                                                   │
            │ 첫 번째 컴포넌트                                         │
            │ 두 번째 컴포넌트                                         │
            ╰──────────────────────────────────────────────────────────╯


            ╭──────────────────────────────────────────────────────────╮
            │ 섹션 2                                                   │
            │ 세 번째 항목입니다                                       │
            │ 네 번째                                                  │
            ╰──────────────────────────────────────────────────────────╯

            """)
    }

    @Test("seed 002 NewContainerView at 100 columns, in proportion")
    func newContainerViewGolden100() {
        expectSeed(Seed002ContentView(), width: 100, plain: """
            ╭──────────────────────────────────────────────────────────────────────────────────────────────────╮
            │ 섹션 1                                                                                           │
            │ 첫 번째 컴포넌트                                                                                 │
            │ 두 번째 컴포넌트                                                                                 │
            ╰──────────────────────────────────────────────────────────────────────────────────────────────────╯


            ╭──────────────────────────────────────────────────────────────────────────────────────────────────╮
            │ 섹션 2                                                                                           │
            │ 세 번째 항목입니다                                                                               │
            │ 네 번째                                                                                          │
            ╰──────────────────────────────────────────────────────────────────────────────────────────────────╯

            """)
    }

    @Test("seed 004 card at 60 columns, in proportion")
    func cardGolden60() {
        expectSeed(Card { Text("Hello, World!"); Text("My name is Majid Jabrayilov") }, width: 60, plain: """
                    Hello, World!
             My name is Majid Jabrayilov

            """)
    }

    @Test("seed 004 card at 100 columns, in proportion")
    func cardGolden100() {
        expectSeed(Card { Text("Hello, World!"); Text("My name is Majid Jabrayilov") }, width: 100, plain: """
                    Hello, World!
             My name is Majid Jabrayilov

            """)
    }

    @Test("seed 003's checklist keeps its 32-character rows whole at 60 columns, 2 columns in")
    func checklistRowsUnwrapped() {
        let lines = ViewRenderer(width: 60).render(Seed003MyView()).plain.split(separator: "\n").map { line in
            String(String.UnicodeScalarView(line.unicodeScalars.filter { $0 != "\u{336}" }))
        }
        for row in ["○ 1099-MISC", "○ Amount of real estate taxes paid", "○ Amount of personal property taxes paid"] {
            #expect(lines.contains("  " + row), "\(row)")
        }
    }
}
