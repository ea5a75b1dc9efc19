import Testing
import Trellis

/// Golden outputs of the stacks, `Spacer` and `Divider`, in both writers at several widths.
@Suite("Rendering: stacks") struct StackRenderTests {
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

    @Test("lazy stacks lay out like stacks")
    func lazyStacks() {
        let view = VStack(alignment: .leading) {
            LazyVStack(alignment: .trailing, spacing: 1) { ForEach(1..<4) { Text(String(repeating: "v", count: $0)) } }
            LazyHStack(spacing: 2) { ForEach(1..<4) { Text(String(repeating: "h", count: $0)) } }
        }
        expectRender(view, width: 12, plain: """
              v
            
             vv
            
            vvv
            h  hh  hhh
            
            """)
        expectRender(view, width: 6, plain: """
              v
            
             vv
            
            vvv
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
