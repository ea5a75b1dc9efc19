// Document benchmarks, release build: `swift build -c release && .build/release/document-benchmark`.
//
// 1. CLI start to output: `trellis render` of a small document, as a process, best of 20.
// 2. A ForEach over 100,000 records loaded from JSON: the document evaluated by TrellisScript
//    against the same view compiled in Swift (decoding the same JSON with JSONDecoder), both
//    rendered as plain text at width 100, best of 3; the outputs are checked to be identical.
import Foundation
import Trellis
import TrellisScript

let products = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
let records = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 100_000 : 100_000
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-document-benchmark-\(getpid())")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }

func best(of runs: Int, _ body: () throws -> Void) rethrows -> Double {
    var fastest = Double.infinity
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        fastest = min(fastest, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    return fastest
}

// 1. Start-up.
let small = folder.appendingPathComponent("small.swift")
try """
    let items = ["Scrolling in the Deep", "Born to Build & Run"]
    VStack(alignment: .leading) {
        Text("Songs").bold()
        ForEach(items, id: \\.self) { Text($0) }
    }
    .border(.rounded)
    """.write(to: small, atomically: true, encoding: .utf8)
// posix_spawn and waitpid: Foundation's `Process.waitUntilExit` polls and would add its own
// tens of milliseconds.
let startup = best(of: 20) {
    let arguments = [products.appendingPathComponent("trellis").path, "render", small.path, "--width", "80", "--color", "never"]
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    var argv = arguments.map { strdup($0) } + [nil]
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    argv.forEach { free($0) }
    posix_spawn_file_actions_destroy(&actions)
    precondition(spawned == 0 && status == 0, "trellis render failed")
}
print(String(format: "CLI start to output, small document: %.1f ms (best of 20)", startup))

// 2. 100,000 records.
struct Song: Decodable {
    let title: String
    let artist: String
    let plays: Int
}
let json = folder.appendingPathComponent("songs.json")
let songs = (0..<records).map { #"{"title": "Song \#($0)", "artist": "Artist \#($0 % 97)", "plays": \#($0 * 7 % 1000)}"# }
try Data(("[" + songs.joined(separator: ",\n") + "]").utf8).write(to: json)
let document = folder.appendingPathComponent("songs.swift")
try """
    let songs = load("songs.json")
    VStack(alignment: .leading) {
        ForEach(songs, id: \\.title) { song in
            HStack {
                Text(song.title).bold()
                Text(song.artist)
                Text("\\(song.plays) plays")
            }
        }
    }
    """.write(to: document, atomically: true, encoding: .utf8)

var interpreted = ""
let documentTime = try best(of: 3) {
    interpreted = try ScriptDocument(contentsOf: document.path, loader: NoModuleLoader()).render(width: 100).plain
}
var compiled = ""
let compiledTime = try best(of: 3) {
    let decoded = try JSONDecoder().decode([Song].self, from: Data(contentsOf: json))
    compiled = ViewRenderer(width: 100).render(
        VStack(alignment: .leading) {
            ForEach(decoded, id: \.title) { song in
                HStack {
                    Text(song.title).bold()
                    Text(song.artist)
                    Text("\(song.plays) plays")
                }
            }
        }, format: .plain)
}
precondition(interpreted == compiled, "the document and the compiled view render differently")
print(String(format: "%d records from JSON: document %.0f ms, compiled Swift %.0f ms, ratio %.2fx (%d bytes)",
             records, documentTime, compiledTime, documentTime / compiledTime, compiled.utf8.count))
