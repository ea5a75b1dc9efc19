import Testing
import Trellis

/// Golden outputs of the stacks, `Spacer` and `Divider`, in both writers at several widths.
@MainActor @Suite("Rendering: stacks") struct StackRenderTests {
    @Test("VStack aligns its rows and spaces them by lines")
    func vStack() {
        let view = HStack(alignment: .top, spacing: 2) {
            VStack(alignment: .leading, spacing: 1) { Text("a"); Text("bbb"); Text("cc") }
            VStack { Text("a"); Text("bbb"); Text("cc") }
            VStack(alignment: .trailing) { Text("a"); Text("bbb"); Text("cc") }
        }
        expectRender(view, width: 20, plain: """
            a     a     a
                 bbb  bbb
            bbb  cc    cc
            
            cc
            
            """)
        expectRender(view, width: 7, plain: """
            a  a  a
               b  b
            b  b  b
            b  b  b
            b  c  c
               c  c
            c
            c
            
            """)
    }

    @Test("HStack aligns its columns and spaces them by columns")
    func hStack() {
        let tall = Text("one\ntwo\nthree")
        let view = VStack(alignment: .leading, spacing: 1) {
            HStack(alignment: .top, spacing: 3) { tall; Text("top") }
            HStack { tall; Text("center") }
            HStack(alignment: .bottom, spacing: 0) { tall; Text("bottom") }
        }
        expectRender(view, width: 20, plain: """
            one     top
            two
            three
            
            one
            two   center
            three
            
            one
            two
            threebottom
            
            """)
        expectRender(view, width: 8, plain: """
            one   to
            two   p
            thr
            ee
            
            one
            two cent
            thr er
            ee
            
            one
            two
            threbott
            e   om
            
            """)
    }

    @Test("ZStack overlays later subviews on earlier ones, aligned")
    func zStack() {
        let block = Text("#####\n#####\n#####")
        let view = HStack {
            ZStack(alignment: .topLeading) { block; Text("o") }
            ZStack { block; Text("o") }
            ZStack(alignment: .bottomTrailing) { block; Text("o") }
        }
        expectRender(view, width: 20, plain: """
            o#### ##### #####
            ##### ##o## #####
            ##### ##### ####o
            
            """)
        expectRender(view, width: 11, plain: """
            o## ### ###
            ##  ##  ##
            ### #o# ###
            ##  ##  ##
            ### ### ###
            ##  ##  ##o
            
            """)
    }

    @Test("a lazy vertical stack spans the proposed width and stacks its rows at their ideal heights")
    func lazyVerticalStack() {
        let view = VStack(alignment: .leading) {
            LazyVStack(alignment: .trailing, spacing: 1) { ForEach(1..<4) { Text(String(repeating: "v", count: $0)) } }
            VStack(alignment: .trailing, spacing: 1) { ForEach(1..<4) { Text(String(repeating: "s", count: $0)) } }
        }
        // Unlike the VStack, which is as wide as its widest row, the lazy stack takes the
        // whole width, so `.trailing` aligns its rows with the right edge of the output.
        expectRender(view, width: 12, plain: """
                       v
            
                      vv
            
                     vvv
              s
            
             ss
            
            sss
            
            """)
        // Rows are proposed the stack's width and no height: a long text wraps to its ideal
        // height, and a flexible row (a spacer) takes its ideal height instead of sharing
        // the frame's height as in a VStack.
        let rows = LazyVStack(alignment: .leading) {
            Text("one two three")
            Spacer()
            Text("end")
        }
        expectRender(rows.frame(height: 6, alignment: .top), width: 8, plain: """
            one two
            three
            end
            
            """)
        expectRender(VStack(alignment: .leading) { Text("one two three"); Spacer(); Text("end") }
            .frame(height: 6, alignment: .top), width: 8, plain: """
            one two
            three
            
            
            
            end
            
            """)
    }

    @Test("a lazy horizontal stack lays out like a stack: its texts wrap rather than overflow")
    func lazyHorizontalStack() {
        let view = LazyHStack(spacing: 2) { ForEach(1..<4) { Text(String(repeating: "h", count: $0)) } }
        expectRender(view, width: 12, plain: """
            h  hh  hhh
            
            """)
        expectRender(view, width: 6, plain: """
              h  h
              h  h
                 h
            
            """)
    }

    @Test("Spacer takes the space left along its stack's axis")
    func spacer() {
        let view = VStack(spacing: 0) {
            HStack { Text("L"); Spacer(); Text("R") }
            HStack { Spacer(); Text("right") }
            VStack { Text("top"); Spacer(minLength: 2); Text("bottom") }
        }
        expectRender(view, width: 12, plain: """
            L          R
                   right
                top
            
            
               bottom
            
            """)
        expectRender(view, width: 20, plain: """
            L                  R
                           right
                    top
            
            
                   bottom
            
            """)
    }

    @Test("Divider is a dim horizontal line in a VStack, vertical in an HStack")
    func divider() {
        let view = VStack {
            Text("above")
            Divider()
            HStack { Text("left"); Divider(); Text("right") }.frame(height: 2)
        }
        expectRender(view, width: 14, plain: """
                above
            ──────────────
             left │ right
                  │
            
            """, ansi: """
                above
            \(csi)2m──────────────\(csi)0m
             left \(csi)2m│\(csi)0m right
                  \(csi)2m│\(csi)0m
            
            """)
        expectRender(view, width: 8, plain: """
             above
            ────────
            le │ rig
            ft │ ht
            
            """, ansi: """
             above
            \(csi)2m────────\(csi)0m
            le \(csi)2m│\(csi)0m rig
            ft \(csi)2m│\(csi)0m ht
            
            """)
    }
}
