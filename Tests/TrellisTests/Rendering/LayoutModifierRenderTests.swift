import Testing
import Trellis
@testable import TrellisCore

/// Golden outputs of the layout modifiers: padding, frames, `fixedSize`, `layoutPriority`,
/// borders, backgrounds and overlays, `offset`, `hidden`, `clipped` and `containerRelativeFrame`.
@MainActor @Suite("Rendering: layout modifiers") struct LayoutModifierRenderTests {
    @Test("padding: the default (1 column each side), edges, a length and insets")
    func padding() {
        let view = VStack(alignment: .leading) {
            Text("default").padding().border(.single)
            Text("leading 3").padding(.leading, 3).border(.single)
            Text("all 1").padding(1).border(.single)
            Text("insets").padding(EdgeInsets(top: 0, leading: 2, bottom: 1, trailing: 0)).border(.single)
        }
        expectRender(view, width: 20, plain: """
            ┌─────────┐
            │ default │
            └─────────┘
            ┌────────────┐
            │   leading 3│
            └────────────┘
            ┌───────┐
            │       │
            │ all 1 │
            │       │
            └───────┘
            ┌────────┐
            │  insets│
            │        │
            └────────┘
            
            """)
        expectRender(view, width: 9, plain: """
            ┌───────┐
            │ defau │
            │ lt    │
            └───────┘
            ┌───────┐
            │   lead│
            │   ing │
            │   3   │
            └───────┘
            ┌───────┐
            │       │
            │ all 1 │
            │       │
            └───────┘
            ┌───────┐
            │  inset│
            │  s    │
            │       │
            └───────┘
            
            """)
    }

    @Test("frame(width:height:alignment:) sizes a view and places its content")
    func fixedFrame() {
        let view = VStack(alignment: .leading) {
            Text("OK").frame(width: 6, alignment: .trailing).border(.single)
            Text("OK").frame(width: 6, height: 3, alignment: .bottomLeading).border(.single)
            Text("too long").frame(width: 4).border(.single)
        }
        expectRender(view, width: 12, plain: """
            ┌──────┐
            │    OK│
            └──────┘
            ┌──────┐
            │      │
            │      │
            │OK    │
            └──────┘
            ┌────┐
            │too │
            │long│
            └────┘
            
            """)
        expectRender(view, width: 6, plain: """
            ┌─────
            │    O
            └─────
            ┌─────
            │
            │
            │OK
            └─────
            ┌────┐
            │too │
            │long│
            └────┘
            
            """)
    }

    @Test("flexible frames: minimum, ideal and maximum sizes")
    func flexibleFrame() {
        let view = VStack(alignment: .leading) {
            Text("leading").frame(maxWidth: .infinity, alignment: .leading).border(.single)
            Text("trailing").frame(maxWidth: .infinity, alignment: .trailing).border(.single)
            Text("min").frame(minWidth: 7, minHeight: 2).border(.single)
            Text("capped at 6").frame(maxWidth: 6).border(.single)
            Text("ideal").frame(idealWidth: 9).fixedSize().border(.single)
        }
        expectRender(view, width: 16, plain: """
            ┌──────────────┐
            │leading       │
            └──────────────┘
            ┌──────────────┐
            │      trailing│
            └──────────────┘
            ┌───────┐
            │  min  │
            │       │
            └───────┘
            ┌──────┐
            │capped│
            │at 6  │
            └──────┘
            ┌─────────┐
            │  ideal  │
            └─────────┘
            
            """)
        expectRender(view, width: 10, plain: """
            ┌────────┐
            │leading │
            └────────┘
            ┌────────┐
            │trailing│
            └────────┘
            ┌───────┐
            │  min  │
            │       │
            └───────┘
            ┌──────┐
            │capped│
            │at 6  │
            └──────┘
            ┌─────────
            │  ideal
            └─────────
            
            """)
    }

    @Test("fixedSize keeps a text's ideal size instead of wrapping")
    func fixedSize() {
        let view = VStack(alignment: .leading) {
            Text("wraps when narrow").frame(width: 8)
            Text("does not wrap").fixedSize().frame(width: 8, alignment: .leading)
        }
        expectRender(view, width: 20, plain: """
             wraps
             when
             narrow
            does not wrap
            
            """)
        expectRender(view, width: 10, plain: """
             wraps
             when
             narrow
            does not w
            
            """)
    }

    @Test("layoutPriority: the higher priority subview is sized first")
    func layoutPriority() {
        let view = VStack(alignment: .leading) {
            HStack { Text("first text here"); Text("second text here") }
            HStack { Text("first text here"); Text("second text here").layoutPriority(1) }
        }
        expectRender(view, width: 20, plain: """
            first     second
            text here text here
            fir
            st
            tex second text here
            t
            her
            e
            
            """)
        expectRender(view, width: 26, plain: """
            first text second text
            here       here
            first     second text here
            text here
            
            """)
    }

    @Test("border styles: rounded, single, double, heavy, ASCII, and a coloured border")
    func borderStyles() {
        let view = HStack {
            Text("r").border(.rounded)
            Text("s").border(.single)
            Text("d").border(.double)
            Text("h").border(.heavy)
            Text("a").border(.ascii)
            Text("c").border(Color.red)
        }
        expectRender(view, width: 30, plain: """
            ╭─╮ ┌─┐ ╔═╗ ┏━┓ +-+ ┌─┐
            │r│ │s│ ║d║ ┃h┃ |a| │c│
            ╰─╯ └─┘ ╚═╝ ┗━┛ +-+ └─┘
            
            """, ansi: """
            ╭─╮ ┌─┐ ╔═╗ ┏━┓ +-+ \(csi)31m┌─┐\(csi)0m
            │r│ │s│ ║d║ ┃h┃ |a| \(csi)31m│\(csi)0mc\(csi)31m│\(csi)0m
            ╰─╯ └─┘ ╚═╝ ┗━┛ +-+ \(csi)31m└─┘\(csi)0m
            
            """)
        expectRender(view, width: 20, plain: """
            ╭╮ ┌┐ ╔╗ ┏━┓ +-+ ┌─┐
            ││ ││ ║║ ┃h┃ |a| │c│
            ╰╯ └┘ ╚╝ ┗━┛ +-+ └─┘
            
            """, ansi: """
            ╭╮ ┌┐ ╔╗ ┏━┓ +-+ \(csi)31m┌─┐\(csi)0m
            ││ ││ ║║ ┃h┃ |a| \(csi)31m│\(csi)0mc\(csi)31m│\(csi)0m
            ╰╯ └┘ ╚╝ ┗━┛ +-+ \(csi)31m└─┘\(csi)0m
            
            """)
    }

    @Test("background and overlay, with colours and with views")
    func backgroundAndOverlay() {
        let view = VStack(alignment: .leading) {
            Text("on blue").padding().background(Color.blue)
            Text("behind").background { Text("..........") }
            Text("-----").overlay { Text("x") }
            Text("tinted").overlay(Color.green.opacity(0.5))
        }
        expectRender(view, width: 14, plain: """
             on blue
            behind
            --x--
            tinted
            
            """, ansi: """
            \(csi)44m on blue \(csi)0m
            behind
            --x--
            \(csi)48;2;0;103;0mtinted\(csi)0m
            
            """)
        expectRender(view, width: 6, plain: """
             on
             blue
            behind
            --x--
            tinted
            
            """, ansi: """
            \(csi)44m on   \(csi)0m
            \(csi)44m blue \(csi)0m
            behind
            --x--
            \(csi)48;2;0;103;0mtinted\(csi)0m
            
            """)
    }

    @Test("offset moves drawing without moving layout; hidden lays out but draws nothing")
    func offsetAndHidden() {
        let view = VStack(alignment: .leading) {
            Text("first")
            Text("moved").offset(x: 3, y: 1)
            Text("hidden").hidden()
            Text("last")
        }
        expectRender(view, width: 12, plain: """
            first
            
               moved
            last
            
            """)
        expectRender(view, width: 4, plain: """
            firs
            t
            
               m
               d
            
            last
            
            """)
    }

    @Test("clipped cuts what a view draws outside its frame, on every side and in bands")
    func clipped() {
        let view = VStack(alignment: .leading) {
            Text("abcdefgh").fixedSize().frame(width: 4, alignment: .leading).clipped()
            Text("offset").offset(x: 2, y: 1).frame(width: 5, height: 1, alignment: .leading).clipped()
            Text("日本語").fixedSize().frame(width: 3, alignment: .leading).clipped().background(Color.blue)
            HStack(spacing: 0) {
                Text("<")
                Text("tall\ntext\nhere").fixedSize().frame(width: 4, height: 2, alignment: .top).clipped()
                Text(">")
            }
            Text("end")
        }
        let plain = """
            abcd
            
            日
            <tall>
             text
            end
            
            """
        // The half of 本 the frame cuts is a space, on the background.
        let ansi = plain.replacingOccurrences(of: "日\n", with: "\u{1B}[44m日 \u{1B}[0m\n")
        expectRender(view, width: 10, plain: plain, ansi: ansi)
        var banded = ViewRenderer(width: 10, lengthScale: .cells)
        banded.bandHeight = 1
        #expect(banded.render(view, format: .plain) == plain, "a band a line")
        // A frame far wider than the output costs the columns on the output, not the frame's.
        let blocks = String(repeating: "█", count: 10)
        expectRender(Color.red.frame(width: 1_000_000, height: 64).clipped(), width: 10,
                     plain: String(repeating: blocks + "\n", count: 64),
                     ansi: String(repeating: "\u{1B}[31m\(blocks)\u{1B}[0m\n", count: 64))
        // Unclipped, the same views draw past their frames.
        expectRender(Text("abcdefgh").fixedSize().frame(width: 4, alignment: .leading), width: 10, plain: "abcdefgh\n")
    }

    @Test("containerRelativeFrame sizes a view to a share of its container")
    func containerRelativeFrame() {
        let view = VStack(alignment: .leading) {
            Text("half").containerRelativeFrame(.horizontal) { length, _ in length / 2 }.border(.single)
            Text("third").containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 0).border(.single)
        }
        expectRender(view, width: 20, plain: """
            ┌──────────┐
            │   half   │
            └──────────┘
            ┌───────┐
            │ third │
            └───────┘
            
            """)
        expectRender(view, width: 12, plain: """
            ┌──────┐
            │ half │
            └──────┘
            ┌────┐
            │thir│
            │d   │
            └────┘
            
            """)
    }
}
