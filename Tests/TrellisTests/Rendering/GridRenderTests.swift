import Testing
import Trellis

/// Golden outputs of `LazyVGrid`, `LazyHGrid` with each kind of `GridItem`, and `Grid`.
@MainActor @Suite("Rendering: grids") struct GridRenderTests {
    private func cells(_ count: Int) -> some View {
        ForEach(0..<count) { Text("c\($0)") }
    }

    @Test("LazyVGrid with fixed, flexible and adaptive columns")
    func lazyVGrid() {
        let view = VStack(alignment: .leading, spacing: 1) {
            LazyVGrid(columns: [GridItem(.fixed(4)), GridItem(.fixed(6), alignment: .trailing)]) { cells(5) }
            LazyVGrid(columns: [GridItem(.flexible(minimum: 1)), GridItem(.flexible(minimum: 3, maximum: 5))]) { cells(4) }
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 4))], spacing: 1) { cells(7) }
        }
        expectRender(view, width: 24, plain: """
             c0      c1
             c2      c3
             c4
            
                    c0          c1
                    c2          c3
            
             c0   c1   c2   c3   c4
            
             c5   c6
            
            """)
        expectRender(view, width: 12, plain: """
             c0      c1
             c2      c3
             c4
            
             c0     c1
             c2     c3
            
             c0     c1
            
             c2     c3
            
             c4     c5
            
             c6
            
            """)
    }

    @Test("LazyHGrid flows its subviews down its rows, then across")
    func lazyHGrid() {
        let view = LazyHGrid(rows: [GridItem(.fixed(1)), GridItem(.fixed(1)), GridItem(.fixed(1))], spacing: 2) { cells(7) }
        expectRender(view, width: 20, plain: """
            c0  c3  c6
            c1  c4
            c2  c5
            
            """)
        expectRender(view, width: 8, plain: """
            c0  c3
            c1  c4
            c2  c5
            
            """)
    }

    @Test("gridColumnAlignment aligns one column; the topmost cell that sets it counts")
    func gridColumnAlignment() {
        let view = Grid(alignment: .leading) {
            GridRow { Text("Pet"); Text("Votes").gridColumnAlignment(.center); Text("Share") }
            GridRow { Text("Cats"); Text("1"); Text("12%").gridColumnAlignment(.trailing) }
            GridRow { Text("Goldfish"); Text("120").gridColumnAlignment(.leading); Text("100%") }
        }
        for width in [30, 20] {
            expectRender(view, width: width, plain: """
                Pet      Votes Share
                Cats       1     12%
                Goldfish  120   100%
                
                """)
        }
    }

    @Test("Grid lines up the cells of its rows; other subviews span every column")
    func grid() {
        let view = Grid(alignment: .leading) {
            GridRow { Text("Name"); Text("Qty"); Text("Notes") }
            Divider()
            GridRow { Text("Apples"); Text("3"); Text("crisp and sweet") }
            GridRow(alignment: .bottom) { Text("Pears"); Text("12"); Text("ripe") }
        }
        expectRender(view, width: 30, plain: """
            Name   Qty Notes
            ──────────────────────────
            Apples 3   crisp and sweet
            Pears  12  ripe
            
            """, ansi: """
            Name   Qty Notes
            \(csi)2m──────────────────────────\(csi)0m
            Apples 3   crisp and sweet
            Pears  12  ripe
            
            """)
        expectRender(view, width: 18, plain: """
            Name   Qty Notes
            ──────────────────
                       crisp
            Apples 3   and
                       sweet
            Pears  12  ripe
            
            """, ansi: """
            Name   Qty Notes
            \(csi)2m──────────────────\(csi)0m
                       crisp
            Apples 3   and
                       sweet
            Pears  12  ripe
            
            """)
    }
}
