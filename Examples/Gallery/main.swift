// Renders the seeds' containers (Examples/Seeds) and an app's ordinary screens (AppScenes)
// with Trellis, in colour when stdout is a terminal: `swift run trellis-gallery [width]`.
import Foundation
import SeedExamples
import Trellis

let width = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 80
let renderer = ViewRenderer(width: width)
let useColor = isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil

for (title, view) in Gallery.scenes + AppScenes.scenes {
    let output = renderer.render(view)
    print("── \(title) " + String(repeating: "─", count: max(0, width - title.count - 4)))
    print(useColor ? output.ansi : output.plain)
}
