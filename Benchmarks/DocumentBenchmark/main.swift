// Document benchmarks, release build: `swift build -c release && .build/release/document-benchmark`.
//
// 1. CLI start to output: `trellis render` of a small document, as a process, best of 20.
// 2. A ForEach over 100,000 records loaded from JSON: the document evaluated by TrellisScript
//    (records as they come, and typed by a struct as `[Song]`) against the same view compiled
//    in Swift (decoding the same JSON with JSONDecoder), all rendered as plain text at width
//    100, best of 3; the outputs are checked to be identical.
// 3. The peak memory of `trellis render` against the JSON file's size: loading the data alone
//    (a document that shows its count), and that document (its 100,000 rows laid out too).
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
/// Runs `command`, output to /dev/null and standard error to `errors` (if given), and waits.
func run(_ command: [String], errors: URL? = nil) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    if let errors { posix_spawn_file_actions_addopen(&actions, 2, errors.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
    var argv = command.map { strdup($0) } + [nil]
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, command[0], &actions, nil, &argv, environ)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    argv.forEach { free($0) }
    posix_spawn_file_actions_destroy(&actions)
    precondition(spawned == 0 && status == 0, "\(command.joined(separator: " ")) failed")
}

func render(_ document: URL, width: Int) -> [String] {
    [products.appendingPathComponent("trellis").path, "render", document.path, "--width", String(width), "--color", "never"]
}

/// The peak resident memory of `trellis render document`, in bytes, as `/usr/bin/time` reports
/// it: a process this one spawns shares its memory until it execs, and Linux keeps that
/// high-water mark as the child's own, so `wait4`'s would count this benchmark's memory too.
func peakMemory(_ document: URL, width: Int) -> Int? {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/time") else { return nil }
    let report = folder.appendingPathComponent("time.txt")
    run(["/usr/bin/time", "-f", "%M"] + render(document, width: width), errors: report)
    let kilobytes = (try? String(contentsOf: report, encoding: .utf8))?.split(separator: "\n").last.flatMap { Int($0) }
    return kilobytes.map { $0 * 1024 }
}

let startup = best(of: 20) { run(render(small, width: 80)) }
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
let typedDocument = folder.appendingPathComponent("typed-songs.swift")
try ("struct Song: Decodable { let title: String; let artist: String; let plays: Int }\n"
     + String(contentsOf: document, encoding: .utf8).replacingOccurrences(of: "let songs = load", with: "let songs: [Song] = load"))
    .write(to: typedDocument, atomically: true, encoding: .utf8)
var typed = ""
let typedTime = try best(of: 3) {
    typed = try ScriptDocument(contentsOf: typedDocument.path, loader: NoModuleLoader()).render(width: 100).plain
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
precondition(interpreted == compiled && typed == compiled, "the documents and the compiled view render differently")
print(String(format: "%d records from JSON: document %.0f ms, typed as [Song] %.0f ms, compiled Swift %.0f ms, ratios %.2fx and %.2fx (%d bytes)",
             records, documentTime, typedTime, compiledTime, documentTime / compiledTime, typedTime / compiledTime, compiled.utf8.count))

// 3. Peak memory.
let fileSize = try FileManager.default.attributesOfItem(atPath: json.path)[.size] as? Int ?? 1
let counting = folder.appendingPathComponent("count.swift")
try "let songs = load(\"songs.json\")\nText(\"\\(songs.count) songs\")\n".write(to: counting, atomically: true, encoding: .utf8)
if let baseline = peakMemory(small, width: 80) {
    for (name, file) in [("loading the data alone", counting), ("the document", document)] {
        let peak = peakMemory(file, width: 100) ?? 0
        print(String(format: "trellis render, %@: peak %.1f MB, %.1f MB over a small document's, for a %.1f MB JSON file (%.1fx the file)",
                     name, Double(peak) / 1e6, Double(peak - baseline) / 1e6, Double(fileSize) / 1e6, Double(peak - baseline) / Double(fileSize)))
    }
} else {
    print("peak memory not measured: no /usr/bin/time (apt-get install time)")
}
