import Foundation
import Testing
import Trellis

/// A browser draws the SVG: headless Chromium takes a screenshot of it, which must show
/// more than a blank picture of the same window does. The pictures are rendered on the main
/// actor; Chromium runs off it, so that its minutes do not hold up the suites that render.
@Suite("Pictures: drawn by Chromium")
struct PictureScreenshotTests {
    /// Debian's `chromium`, where installed.
    static let chromium: URL? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/local/bin/chromium"]
        .map(URL.init(fileURLWithPath:)).first { FileManager.default.isExecutableFile(atPath: $0.path) }

    @Test("the screenshot of a styled picture is not blank",
          .enabled(if: chromium != nil, "chromium is not installed (apt-get install chromium; .ci/run does)"))
    func screenshot() async throws {
        let (drawnSVG, emptySVG) = await MainActor.run {
            let style = PictureStyle(title: "screenshot", theme: .light)
            let view = VStack(alignment: .leading) {
                Text("Trellis in a browser").bold().foregroundStyle(.blue)
                Text("日本語 and 👍🏽 stay two cells wide").background(.yellow)
                Text(String(repeating: "█", count: 30)).foregroundStyle(.red)
            }
            let blank = VStack { Text(" "); Text(" "); Text(" ") }
            return (picture(view, width: 40, format: .svg, style: style), picture(blank, width: 40, format: .svg, style: style))
        }
        let drawn = try screenshot(of: drawnSVG)
        let empty = try screenshot(of: emptySVG)
        for png in [drawn, empty] { #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "not a PNG") }
        // PNG compresses a plain picture to little: the text must add a good deal to it.
        #expect(drawn.count > empty.count * 3 / 2, "drawn \(drawn.count) bytes, blank \(empty.count)")
    }

    /// The PNG Chromium makes of `svg`, in a window of 480 × 200 pixels.
    private func screenshot(of svg: String) throws -> Data {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-shot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("picture.svg"), png = folder.appendingPathComponent("shot.png")
        try Data(svg.utf8).write(to: page)
        let process = Process()
        process.executableURL = Self.chromium
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                             "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
                             "--window-size=480,200", "--screenshot=\(png.path)", page.absoluteString]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // A hung browser is stopped here rather than by a time limit on the test, which would
        // also count the wait for the main actor.
        let deadline = Date().addingTimeInterval(120)
        while process.isRunning, Date() < deadline { usleep(50_000) }
        if process.isRunning {
            process.terminate()
            Issue.record("Chromium did not finish within 2 minutes")
        }
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return try Data(contentsOf: png)
    }
}
