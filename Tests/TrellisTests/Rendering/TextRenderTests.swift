import Testing
import Trellis

/// Golden outputs of `Text`: wrapping, line limits and truncation, alignment, styles, fonts,
/// colours, case and concatenation.
@MainActor @Suite("Rendering: text") struct TextRenderTests {
    @Test("wraps at spaces, between wide characters, and folds words longer than the line")
    func wrapping() {
        let view = VStack(alignment: .leading, spacing: 1) {
            Text("the quick brown fox jumps over the lazy dog")
            Text("日本語のテキストは空白なしで折り返します")
            Text("첫 번째 컴포넌트와 두 번째 컴포넌트")
            Text("supercalifragilisticexpialidocious")
        }
        expectRender(view, width: 16, plain: """
            the quick brown
            fox jumps over
            the lazy dog
            
            日本語のテキスト
            は空白なしで折り
            返します
            
            첫 번째 컴포넌트
            와 두 번째 컴포
            넌트
            
            supercalifragili
            sticexpialidocio
            us
            
            """)
        expectRender(view, width: 9, plain: """
            the quick
            brown fox
            jumps
            over the
            lazy dog
            
            日本語の
            テキスト
            は空白な
            しで折り
            返します
            
            첫 번째
            컴포넌트
            와 두 번
            째 컴포넌
            트
            
            supercali
            fragilist
            icexpiali
            docious
            
            """)
    }

    @Test("lineLimit cuts with an ellipsis: at the tail, or keeping the end (head, middle)")
    func lineLimitAndTruncation() {
        let long = "one two three four five six seven eight nine ten"
        let view = VStack(alignment: .leading) {
            Text(long).lineLimit(2)
            Text(long).lineLimit(1).truncationMode(.head)
            Text(long).lineLimit(1).truncationMode(.middle)
            Text(long).lineLimit(2).truncationMode(.middle)
            Text("日本語のテキスト").lineLimit(1)
        }
        expectRender(view, width: 15, plain: """
            one two three
            four five six…
            …eight nine ten
            one two…ine ten
            one two three
            four fi…ine ten
            日本語のテキス…
            
            """)
        expectRender(view, width: 8, plain: """
            one two
            three…
            …ine ten
            one …ten
            one two
            thre…ten
            日本語…
            
            """)
    }

    @Test("multilineTextAlignment aligns wrapped lines")
    func alignment() {
        let text = "a short line and a longer one"
        let view = VStack(alignment: .leading) {
            Text(text).multilineTextAlignment(.leading).border(.single)
            Text(text).multilineTextAlignment(.center).border(.single)
            Text(text).multilineTextAlignment(.trailing).border(.single)
        }
        expectRender(view, width: 14, plain: """
            ┌────────────┐
            │a short line│
            │and a longer│
            │one         │
            └────────────┘
            ┌────────────┐
            │a short line│
            │and a longer│
            │    one     │
            └────────────┘
            ┌────────────┐
            │a short line│
            │and a longer│
            │         one│
            └────────────┘
            
            """)
        expectRender(view, width: 20, plain: """
            ┌──────────────────┐
            │a short line and a│
            │longer one        │
            └──────────────────┘
            ┌──────────────────┐
            │a short line and a│
            │    longer one    │
            └──────────────────┘
            ┌──────────────────┐
            │a short line and a│
            │        longer one│
            └──────────────────┘
            
            """)
    }

    @Test("bold, italic, underline and strikethrough: SGR in ANSI, U+0336 for strikethrough in plain")
    func attributes() {
        let view = VStack(alignment: .leading) {
            Text("bold").bold()
            Text("italic").italic()
            Text("underline").underline()
            Text("struck out").strikethrough()
            Text("all").bold().italic().underline().strikethrough()
            Text("not struck").strikethrough(false)
        }
        expectRender(view, width: 12, plain: """
            bold
            italic
            underline
            s\u{336}t\u{336}r\u{336}u\u{336}c\u{336}k\u{336} o\u{336}u\u{336}t\u{336}
            a\u{336}l\u{336}l\u{336}
            not struck
            
            """, ansi: """
            \(csi)1mbold\(csi)0m
            \(csi)3mitalic\(csi)0m
            \(csi)4munderline\(csi)0m
            \(csi)9mstruck out\(csi)0m
            \(csi)1;3;4;9mall\(csi)0m
            not struck
            
            """)
        expectRender(view, width: 5, plain: """
            bold
            itali
            c
            under
            line
            s\u{336}t\u{336}r\u{336}u\u{336}c\u{336}
            k\u{336} o\u{336}u\u{336}t\u{336}
            a\u{336}l\u{336}l\u{336}
            not
            struc
            k
            
            """, ansi: """
            \(csi)1mbold\(csi)0m
            \(csi)3mitali\(csi)0m
            \(csi)3mc\(csi)0m
            \(csi)4munder\(csi)0m
            \(csi)4mline\(csi)0m
            \(csi)9mstruc\(csi)0m
            \(csi)9mk out\(csi)0m
            \(csi)1;3;4;9mall\(csi)0m
            not
            struc
            k
            
            """)
    }

    @Test("fonts map to weights: headline bold, caption dim, light dim, italic")
    func fonts() {
        let view = VStack(alignment: .leading) {
            Text("largeTitle").font(.largeTitle)
            Text("headline").font(.headline)
            Text("body").font(.body)
            Text("caption").font(.caption)
            Text("footnote").font(.footnote)
            Text("system semibold").font(.system(size: 12, weight: .semibold))
            Text("system light").font(.system(size: 12, weight: .light))
            Text("italic body").font(.body.italic())
            VStack { Text("inherited") }.font(.headline)
        }
        expectRender(view, width: 16, plain: """
            largeTitle
            headline
            body
            caption
            footnote
            system semibold
            system light
            italic body
            inherited
            
            """, ansi: """
            \(csi)1mlargeTitle\(csi)0m
            \(csi)1mheadline\(csi)0m
            body
            \(csi)2mcaption\(csi)0m
            \(csi)2mfootnote\(csi)0m
            \(csi)1msystem semibold\(csi)0m
            \(csi)2msystem light\(csi)0m
            \(csi)3mitalic body\(csi)0m
            \(csi)1minherited\(csi)0m
            
            """)
        expectRender(view, width: 8, plain: """
            largeTit
            le
            headline
            body
            caption
            footnote
            system
            semibold
            system
            light
            italic
            body
            inherite
            d
            
            """, ansi: """
            \(csi)1mlargeTit\(csi)0m
            \(csi)1mle\(csi)0m
            \(csi)1mheadline\(csi)0m
            body
            \(csi)2mcaption\(csi)0m
            \(csi)2mfootnote\(csi)0m
            \(csi)1msystem\(csi)0m
            \(csi)1msemibold\(csi)0m
            \(csi)2msystem\(csi)0m
            \(csi)2mlight\(csi)0m
            \(csi)3mitalic\(csi)0m
            \(csi)3mbody\(csi)0m
            \(csi)1minherite\(csi)0m
            \(csi)1md\(csi)0m
            
            """)
    }

    @Test("colours: named, palette, 24-bit, opacity, and backgrounds")
    func colors() {
        let view = VStack(alignment: .leading) {
            Text("red").foregroundStyle(.red)
            Text("bright").foregroundColor(Color.palette(9))
            Text("palette").foregroundStyle(Color.palette(208))
            Text("rgb").foregroundStyle(Color(red: 1, green: 0.5, blue: 0))
            Text("half").foregroundStyle(Color.white.opacity(0.5))
            Text("on yellow").background(Color.yellow)
            Text("secondary").foregroundStyle(.secondary)
            VStack { Text("inherited") }.foregroundStyle(.blue)
        }
        expectRender(view, width: 12, plain: """
            red
            bright
            palette
            rgb
            half
            on yellow
            secondary
            inherited
            
            """, ansi: """
            \(csi)31mred\(csi)0m
            \(csi)38;5;9mbright\(csi)0m
            \(csi)38;5;208mpalette\(csi)0m
            \(csi)38;2;255;128;0mrgb\(csi)0m
            \(csi)38;2;128;128;128mhalf\(csi)0m
            \(csi)43mon yellow\(csi)0m
            \(csi)90msecondary\(csi)0m
            \(csi)34minherited\(csi)0m
            
            """)
        expectRender(view, width: 5, plain: """
            red
            brigh
            t
            palet
            te
            rgb
            half
            on
            yello
            w
            secon
            dary
            inher
            ited
            
            """, ansi: """
            \(csi)31mred\(csi)0m
            \(csi)38;5;9mbrigh\(csi)0m
            \(csi)38;5;9mt\(csi)0m
            \(csi)38;5;208mpalet\(csi)0m
            \(csi)38;5;208mte\(csi)0m
            \(csi)38;2;255;128;0mrgb\(csi)0m
            \(csi)38;2;128;128;128mhalf\(csi)0m
            \(csi)43mon   \(csi)0m
            \(csi)43myello\(csi)0m
            \(csi)43mw    \(csi)0m
            \(csi)90msecon\(csi)0m
            \(csi)90mdary\(csi)0m
            \(csi)34minher\(csi)0m
            \(csi)34mited\(csi)0m
            
            """)
    }

    @Test("textCase and concatenation with +")
    func caseAndConcatenation() {
        let view = VStack(alignment: .leading) {
            Text("Upper Case").textCase(.uppercase)
            Text("Lower Case").textCase(.lowercase)
            Text("Total: ").bold() + Text("42").foregroundColor(.green) + Text(" items")
            (Text("wrapped ") + Text("across").italic() + Text(" two lines")).frame(width: 12, alignment: .leading)
        }
        expectRender(view, width: 20, plain: """
            UPPER CASE
            lower case
            Total: 42 items
            wrapped
            across two
            lines
            
            """, ansi: """
            UPPER CASE
            lower case
            \(csi)1mTotal: \(csi)0m\(csi)32m42\(csi)0m items
            wrapped
            \(csi)3macross\(csi)0m two
            lines
            
            """)
        expectRender(view, width: 10, plain: """
            UPPER CASE
            lower case
            Total: 42
            items
            wrapped
            across two
            lines
            
            """, ansi: """
            UPPER CASE
            lower case
            \(csi)1mTotal: \(csi)0m\(csi)32m42\(csi)0m
            items
            wrapped
            \(csi)3macross\(csi)0m two
            lines
            
            """)
    }

    @Test("a line of joined and wide clusters draws the same on empty cells, over a background and over a cut wide cluster")
    func clustersOverOtherCells() {
        let line = "e\u{301}👨‍👩‍👧 한x"  // 1 + 2 + 1 + 2 + 1 cells
        expectRender(Text(line), width: 12, plain: "\(line)\n")
        // Over a background the cells keep it (drawn cluster by cluster).
        expectRender(Text(line).background(Color.blue), width: 12, plain: "\(line)\n",
                     ansi: "\(csi)44m\(line)\(csi)0m\n")
        // Ending on the right half of a wide cluster underneath blanks that cluster's left
        // half, rather than leaving half of it; a wide cluster written over the left half of
        // another blanks the other's right half, and stays whole.
        let overlaid = ZStack(alignment: .leading) {
            Text("漢字漢字漢字")
            Text(line)
        }
        expectRender(overlaid, width: 12, plain: "\(line) 漢字\n")
    }
}
