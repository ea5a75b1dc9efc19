// Reading pictures back: the SVG and HTML a render writes, parsed as XML.
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Trellis

/// An element of a parsed picture: its name, attributes and the text directly inside it.
struct MarkupElement {
    let name: String
    let attributes: [String: String]
    var text = ""
}

/// The elements of `markup` in document order, or `nil` when it is not well-formed XML.
@MainActor func parsedMarkup(_ markup: String) -> [MarkupElement]? {
    let collector = ElementCollector()
    let parser = XMLParser(data: Data(markup.utf8))
    parser.delegate = collector
    return parser.parse() ? collector.elements : nil
}

/// `view`, written in cells, rendered at `width` in `format` (`.svg` or `.html`) in `style`.
@MainActor func picture(_ view: some View, width: Int, format: RenderFormat, style: PictureStyle = PictureStyle()) -> String {
    var renderer = ViewRenderer(width: width, lengthScale: .cells)
    renderer.pictureStyle = style
    return renderer.render(view, format: format)
}

private final class ElementCollector: NSObject, XMLParserDelegate {
    var elements: [MarkupElement] = []
    private var open: [Int] = []

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        open.append(elements.count)
        elements.append(MarkupElement(name: name, attributes: attributes))
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let last = open.last { elements[last].text += string }
    }
}
