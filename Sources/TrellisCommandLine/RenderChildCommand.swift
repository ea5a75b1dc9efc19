import Foundation

/// `trellis render-request JSON…` (hidden): the child of `render --isolate` and `--watch`. It
/// renders the `RenderRequest` it is given whole, with no option of its own to parse, and
/// writes the output to standard output for the parent, which writes it where it belongs.
struct RenderChildCommand: MainActorCommand {
    static let name = "render-request"
    static let requestPieces = Argument("request", repeated: true, help: "The request, as JSON, in one or more pieces.")
    static let interface = CommandInterface(
        Self.self, name: name, abstract: "Render a request made by `render --isolate` or `--watch`.", isHidden: true,
        parameters: [requestPieces.parameter])

    var request: [String]

    init(_ arguments: ParsedArguments) { request = arguments.all(Self.requestPieces) }

    func runOnMainActor() throws {
        let decoded = try ChildRequest.decode(RenderRequest.self, from: request)
        let rendered = try decoded.render()
        try StandardOutput.write(rendered)
    }
}
