import Testing
import Trellis
@testable import TrellisCore

/// The terminal's palette drawn in a theme: the 16 ANSI colours and the defaults are the
/// theme's, other colours exact, translucency and dimming blended towards the background.
@MainActor @Suite("Pictures: colours in a theme")
struct PictureThemeTests {
    @Test("ANSI colours and the defaults follow the theme", arguments: PictureTheme.allCases)
    func themeColours(theme: PictureTheme) {
        #expect(PictureRunStyle(.plain, theme: theme).foreground == theme.foreground)
        #expect(PictureRunStyle(.plain, theme: theme).background == nil)
        #expect(PictureRunStyle(TextStyle(foreground: .red), theme: theme).foreground == theme.ansi[1])
        #expect(PictureRunStyle(TextStyle(foreground: .palette(9)), theme: theme).foreground == theme.ansi[9])
        #expect(PictureRunStyle(TextStyle(foreground: .primary, background: .primary), theme: theme).background == nil)
    }

    @Test("palette and 24-bit colours are exact in every theme", arguments: PictureTheme.allCases)
    func exactColours(theme: PictureTheme) {
        #expect(PictureRunStyle(TextStyle(foreground: .palette(196)), theme: theme).foreground == RGB(0xFF0000))
        #expect(PictureRunStyle(TextStyle(foreground: .palette(244)), theme: theme).foreground == RGB(0x808080))
        #expect(PictureRunStyle(TextStyle(background: Color(red: 0.2, green: 0.4, blue: 0.6)), theme: theme).background == RGB(0x336699))
    }

    @Test("translucent colours blend towards the theme's background")
    func opacity() {
        let style = TextStyle(foreground: Color(white: 1).opacity(0.5))
        #expect(PictureRunStyle(style, theme: .light).foreground == RGB(0xFDFDFC))
        #expect(PictureRunStyle(style, theme: .dark).foreground == RGB(0x8E8F92))
        #expect(PictureRunStyle(TextStyle(foreground: .clear), theme: .dark).foreground == PictureTheme.dark.foreground)
    }

    @Test("inverse swaps text and background; dim moves the text towards the background")
    func attributes() {
        let inverse = PictureRunStyle(TextStyle(attributes: .inverse, foreground: .red), theme: .dark)
        #expect(inverse.foreground == PictureTheme.dark.background)
        #expect(inverse.background == PictureTheme.dark.ansi[1])
        let dim = PictureRunStyle(TextStyle(attributes: .dim), theme: .dark)
        #expect(dim.foreground == PictureTheme.dark.foreground.blended(towards: PictureTheme.dark.background, by: 0.45))
        #expect(dim.foreground != PictureTheme.dark.foreground)
        let marked = PictureRunStyle(TextStyle(attributes: [.bold, .italic, .underline, .strikethrough]), theme: .light)
        #expect(marked.bold && marked.italic && marked.underline && marked.strikethrough)
    }
}
