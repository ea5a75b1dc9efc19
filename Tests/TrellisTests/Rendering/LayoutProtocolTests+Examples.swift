import Foundation
import Testing
import Trellis

@MainActor extension LayoutProtocolTests {
    @Test("a flow layout wraps tags at the width, spaced by their preferred spacing")
    func flowLayout() {
        let tags = ["swift", "layout", "cells", "terminal", "grapheme", "日本語"]
        let view = FlowLayout { ForEach(tags, id: \.self) { Text($0) } }
        expectRender(view, width: 24, plain: """
            swift layout cells
            terminal grapheme 日本語
            
            """)
        expectRender(view, width: 14, plain: """
            swift layout
            cells terminal
            grapheme
            日本語
            
            """)
        expectRender(FlowLayout(alignment: .trailing) { ForEach(tags, id: \.self) { Text($0) } }, width: 14, plain: """
              swift layout
            cells terminal
                  grapheme
                    日本語
            
            """)
    }

    @Test("a card stack places cards by depth, a layout value, anchored at their bottom-right corners")
    func cardStack() {
        let view = CardStackLayout {
            Text("+-----+\n| one |\n+-----+")
            Text("+-----+\n| two |\n+-----+")
            Text("+------+\n| top  |\n+------+").layoutValue(key: CardStackLayout.Depth.self, value: 0)
        }
        // "top" is as deep as "one" and drawn last, over it and most of "two".
        expectRender(view, width: 20, plain: """
            +------+
            | top  |+
            +------+|
              +-----+
            
            """)
        expectRender(CardStackLayout(step: CGSize(width: 3, height: 2)) {
            Text("[1]")
            Text("[2]")
            Text("[3]")
        }, width: 9, plain: """
            [1]
            
               [2]
            
                  [3]
            
            """)
    }

    @Test("a radial layout places subviews around a circle, anchored at their centres")
    func radialLayout() {
        let view = RadialLayout { Text("E"); Text("S"); Text("W"); Text("N") }
        expectRender(view.frame(width: 9, height: 5), width: 20, plain: """
                N
            
            W       E
            
                S
            
            """)
        expectRender(RadialLayout { ForEach(["east", "south", "west", "north"], id: \.self) { Text($0) } }, width: 20, plain: """
                   north
            
            
            west            east
            
            
                   south
            
            """)
    }
}
