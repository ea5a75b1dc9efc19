import ArgumentParser
import Foundation

/// `trellis render-request JSON…` (hidden): the child of `render --isolate` and `--watch`. It
/// renders the `RenderRequest` it is given whole, with no option of its own to parse, and
/// writes the output to standard output for the parent, which writes it where it belongs.
struct RenderChildCommand: MainActorCommand {
    static let name = "render-request"
    static let configuration = CommandConfiguration(
        commandName: name, abstract: "Render a request made by `render --isolate` or `--watch`.", shouldDisplay: false)

    @Argument(help: "The request, as JSON, in one or more pieces.")
    var request: [String]

    func runOnMainActor() throws {
        let decoded = try ChildRequest.decode(RenderRequest.self, from: request)
        let rendered = try decoded.render()
        try StandardOutput.write(rendered)
    }
}
