import Testing
import Trellis

/// Control characters in text never reach the terminal raw: tabs expand to spaces, line
/// breaks break lines, other controls are drawn as visible glyphs (see `Text`).
@MainActor @Suite("Rendering: control characters") struct ControlCharacterRenderTests {
    @Test("an escape sequence in content is drawn, not sent: ESC becomes ␛")
    func escape() {
        let view = Text("\u{1B}[31mred\u{1B}[0m").bold()
        expectRender(view, width: 20, plain: """
            ␛[31mred␛[0m
            
            """, ansi: """
            \(csi)1m␛[31mred␛[0m\(csi)0m
            
            """)
        expectRender(view, width: 6, plain: """
            ␛[31mr
            ed␛[0m
            
            """, ansi: """
            \(csi)1m␛[31mr\(csi)0m
            \(csi)1med␛[0m\(csi)0m
            
            """)
    }

    @Test("C0 controls and DEL become their Control Pictures; C1 controls become U+FFFD")
    func controlPictures() {
        let view = Text("a\u{0}b\u{7}c\u{8}d\u{7F}e\u{9B}f\u{85}g")
        expectRender(view, width: 20, plain: """
            a␀b␇c␈d␡e�f�g
            
            """)
        expectRender(view, width: 8, plain: """
            a␀b␇c␈d␡
            e�f�g
            
            """)
    }

    @Test("tabs expand to the next multiple of 8 columns, across the runs of a text")
    func tabs() {
        let view = VStack(alignment: .leading) {
            Text("a\tb\tc")
            Text("abcdefgh\ti")
            Text("日本\tx")
            Text("ab") + Text("\tc").bold()
            Text("line\none\ttwo")
        }
        expectRender(view, width: 20, plain: """
            a       b       c
            abcdefgh        i
            日本    x
            ab      c
            line
            one     two
            
            """, ansi: """
            a       b       c
            abcdefgh        i
            日本    x
            ab\(csi)1m      c\(csi)0m
            line
            one     two
            
            """)
        expectRender(view, width: 10, plain: """
            a       b
            c
            abcdefgh
            i
            日本    x
            ab      c
            line
            one
            two
            
            """, ansi: """
            a       b
            c
            abcdefgh
            i
            日本    x
            ab\(csi)1m      c\(csi)0m
            line
            one
            two
            
            """)
    }

    @Test("CR, LF and CRLF break lines")
    func lineBreaks() {
        let view = Text("one\rtwo\nthree\r\nfour")
        expectRender(view, width: 10, plain: """
            one
            two
            three
            four
            
            """)
        expectRender(view, width: 3, plain: """
            one
            two
            thr
            ee
            fou
            r
            
            """)
    }

    @Test("controls in titles and labels are cleaned too")
    func everyText() {
        let view = GroupBox("t\u{1B}") { Label("x\u{7}", systemImage: "star") }
        expectRender(view, width: 12, plain: """
            ╭ t␛ ──╮
            │ ☆ x␇ │
            ╰──────╯
            
            """)
        expectRender(view, width: 6, plain: """
            ╭ t␛ ╮
            │  x │
            │  ␇ │
            ╰────╯
            
            """)
    }
}
