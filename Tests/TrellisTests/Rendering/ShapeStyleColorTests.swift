import Testing
import Trellis
@testable import TrellisCore

/// The terminal colours of SwiftUI's semantic and hierarchical styles, gradients, shadowed
/// styles and colours given in a colour space.
@MainActor @Suite("Rendering: shape style colours") struct ShapeStyleColorTests {
    @Test("semantic styles draw in the colour of their role")
    func semantic() {
        #expect(TintShapeStyle()._terminalColor == Color.accentColor)
        #expect(ForegroundStyle()._terminalColor == Color.primary)
        #expect(SeparatorShapeStyle()._terminalColor == Color.palette(240))
        #expect(FillShapeStyle()._terminalColor == Color.palette(237))
        expectRender(Text("T").foregroundStyle(.tint), width: 4, plain: "T\n", ansi: "\(csi)34mT\(csi)0m\n")
    }

    @Test("a Core Graphics colour gives the colour of its components")
    func coreGraphicsColors() {
        #expect(Color(cgColor: CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)) == Color(red: 1, green: 0.5, blue: 0))
        #expect(Color(CGColor(gray: 1, alpha: 0.5)) == Color(white: 1, opacity: 0.5))
        #expect(Color(CGColor.clear) == Color(white: 0, opacity: 0))
        #expect(CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8).numberOfComponents == 4)
        #expect(CGColor.white.alpha == 1)
    }

    @Test("each hierarchical level is dimmer than the one before")
    func hierarchy() {
        let levels: [HierarchicalShapeStyle] = [.primary, .secondary, .tertiary, .quaternary, .quinary]
        let brightness = levels.map { level -> Int in
            let (red, green, blue) = ColorPalette.rgb(of: level._terminalColor!)!
            return Int(red) + Int(green) + Int(blue)
        }
        #expect(brightness == brightness.sorted(by: >))
        #expect(Set(brightness).count == levels.count)
        expectRender(Text("T").foregroundStyle(.tertiary), width: 4, plain: "T\n", ansi: "\(csi)38;5;242mT\(csi)0m\n")
        expectRender(Text("Q").foregroundStyle(.quaternary), width: 4, plain: "Q\n", ansi: "\(csi)38;5;239mQ\(csi)0m\n")
    }

    @Test("a gradient draws the colour halfway along it")
    func gradients() {
        let redToBlue = Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)])
        #expect(redToBlue._terminalColor == Color(red: 0.5, green: 0, blue: 0.5))
        #expect(LinearGradient(gradient: redToBlue, startPoint: .leading, endPoint: .trailing)._terminalColor
            == Color(red: 0.5, green: 0, blue: 0.5))
        let threeStops = Gradient(stops: [
            .init(color: Color(red: 0, green: 0, blue: 0), location: 0),
            .init(color: Color(red: 0, green: 1, blue: 0), location: 0.5),
            .init(color: Color(red: 0, green: 0, blue: 0), location: 1),
        ])
        #expect(RadialGradient(gradient: threeStops, center: .center, startRadius: 0, endRadius: 9)._terminalColor
            == Color(red: 0, green: 1, blue: 0))
        #expect(AngularGradient(colors: [.green], center: .center)._terminalColor == Color.green)
        // Only the terminal's own colours: the first is drawn.
        #expect(EllipticalGradient(colors: [.primary, .clear])._terminalColor == Color.primary)
        #expect(Gradient(colors: [])._terminalColor == nil)
    }

    @Test("a style with a shadow draws as the style")
    func shadows() {
        #expect(Color.red.shadow(.drop(radius: 4))._terminalColor == Color.red)
        #expect(Color.blue.shadow(.inner(color: .black, radius: 2, x: 1, y: 1))._terminalColor == Color.blue)
    }

    @Test("colour spaces: linear components are gamma-encoded to sRGB, hue and saturation convert")
    func colorSpaces() {
        #expect(Color(.sRGB, red: 1, green: 0.5, blue: 0) == Color(red: 1, green: 0.5, blue: 0))
        #expect(Color(.displayP3, red: 1, green: 0.5, blue: 0) == Color(red: 1, green: 0.5, blue: 0))
        // Linear 0.5 is sRGB 188/255.
        #expect(ColorPalette.rgb(of: Color(.sRGBLinear, white: 0.5))! == (188, 188, 188))
        #expect(ColorPalette.rgb(of: Color(hue: 0, saturation: 1, brightness: 1))! == (255, 0, 0))
        #expect(ColorPalette.rgb(of: Color(hue: 1 / 3, saturation: 1, brightness: 1))! == (0, 255, 0))
        #expect(ColorPalette.rgb(of: Color(hue: 0.5, saturation: 0, brightness: 0.5))! == (128, 128, 128))
        #expect(ColorPalette.rgb(of: Color(red: .nan, green: 2, blue: -1))! == (0, 255, 0))
    }

    @Test("a stroke style draws the outline a stroke draws")
    func strokeStyle() {
        let dashed = StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .bevel, dash: [4, 2])
        expectSameRender(Rectangle().stroke(style: dashed).frame(width: 6, height: 3), as: Rectangle().stroke().frame(width: 6, height: 3))
        expectSameRender(Rectangle().stroke(.red, style: dashed).frame(width: 6, height: 3),
                         as: Rectangle().stroke(.red).frame(width: 6, height: 3))
        expectSameRender(Circle().strokeBorder(.blue, style: dashed).frame(width: 6, height: 3),
                         as: Circle().strokeBorder(.blue).frame(width: 6, height: 3))
    }

    @Test("every outline and fill of the foreground style takes the foreground style around it")
    func foregroundOutlines() {
        expectSameRender(Circle().strokeBorder(.foreground).frame(width: 6, height: 3).foregroundStyle(.red),
                         as: Circle().stroke(.red).frame(width: 6, height: 3))
        expectSameRender(Circle().stroke(.foreground).frame(width: 6, height: 3).foregroundStyle(.red),
                         as: Circle().stroke(.red).frame(width: 6, height: 3))
        expectSameRender(Rectangle().fill(.foreground).frame(width: 4, height: 2).foregroundStyle(.red),
                         as: Rectangle().fill(.red).frame(width: 4, height: 2))
    }
}
