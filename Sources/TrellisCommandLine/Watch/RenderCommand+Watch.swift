import Foundation
import Glibc
import Trellis
import TrellisHost

extension RenderCommand {
    /// `render --watch`: renders, then redraws in place whenever a file in a folder the
    /// render reads from changes (the document's, the `--data` files', `--allow-read` ones
    /// and the plugin search path), and when the terminal is resized; until interrupted.
    ///
    /// Each render runs in a child process (as `--isolate`), so a rebuilt plugin is loaded
    /// afresh and a crashing one cannot end the watch. A document with errors shows them,
    /// with their locations, in place of the view until it is fixed. Only the lines that
    /// changed are rewritten (``TerminalFrame``). Ctrl-Z gives the terminal back before it
    /// stops (cursor shown, alternate screen left), and continuing draws the frame again.
    func runWatching() throws {
        let signals = WatchSignals.install()
        let watcher = FileWatcher(folders: watchedFolders)
        var frame = TerminalFrame(placement: fullscreen ? .fullscreen : .inline)
        defer { try? StandardOutput.write(Data(frame.finish().utf8)) }
        var needsRender = true
        while true {
            if needsRender {
                needsRender = false
                try StandardOutput.write(Data(frame.update(to: watchFrame()).utf8))
            }
            var descriptors = [pollfd(fd: signals, events: Int16(POLLIN), revents: 0)]
            if let inotify = watcher.descriptor { descriptors.append(pollfd(fd: inotify, events: Int16(POLLIN), revents: 0)) }
            _ = poll(&descriptors, nfds_t(descriptors.count), watcher.descriptor == nil ? Self.pollInterval : -1)
            switch WatchSignals.drain(signals) {
            case .stopped: return
            case .suspended:
                // As less does: cursor shown and the normal screen back before stopping, and
                // on continuing the frame drawn anew where the cursor is.
                try StandardOutput.write(Data(frame.finish().utf8))
                WatchSignals.suspend()
                // The SIGCONT that continued us is answered here; a stop meanwhile is not lost.
                if WatchSignals.drain(signals) == .stopped { return }
                frame = TerminalFrame(placement: fullscreen ? .fullscreen : .inline)
                needsRender = true
            case .resized, .continued:
                frame.invalidate()
                needsRender = true
            case nil: break
            }
            if watcher.changed() {
                usleep(Self.settleTime)  // an editor's save is several events: take them as one
                _ = watcher.changed()
                needsRender = true
            }
        }
    }

    /// Milliseconds between looks at the folders when inotify is not available.
    private static let pollInterval: Int32 = 250
    /// Microseconds to let a save finish before rendering.
    private static let settleTime: UInt32 = 30_000

    /// The folders whose files a render may read.
    private var watchedFolders: [String] {
        let folder = { (path: String) in URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL.path }
        let document = document.request
        return [folder(document.file)] + document.dataFiles.values.map { folder($0.path) } + document.allowRead
            + PluginSearchPath.standard(explicit: document.pluginPaths).directories
    }

    /// What the terminal shows now: the view at the terminal's width, or the errors that
    /// stopped it, each line made visible and cut to the width; no more lines than fit above
    /// the cursor.
    private func watchFrame() -> String {
        let width = outputWidth
        let text: String, rendered: Bool
        do throws(IsolationFailure) {
            let result = try IsolatedRun.run(try request(width: width).childArguments(), limits: limits)
            rendered = result.status == 0
            text = String(decoding: rendered ? result.output : result.errorOutput, as: UTF8.self)
        } catch {
            rendered = false
            text = "trellis: error: \(error)\n"
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        var frame = ""
        for line in lines {
            if rendered {
                frame += line  // the child's own render, already safe and at most `width` cells wide
            } else {
                let visible = TerminalSafety.visible(String(line))
                frame += visible[..<CellWidth.prefix(of: visible, fittingWidth: width).end]
            }
            frame += "\n"
        }
        return Terminal.outputHeight.map { TerminalFrame.fit(frame, height: $0 - 1) } ?? frame
    }
}
