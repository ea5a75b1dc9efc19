import Observation

/// The core of a live runtime, without a terminal: it renders a view's frames from a retained
/// ``LiveGraph``, turns each into the bytes that update the screen (``ScreenDiff``), and applies
/// input to the focused control. ``TerminalRunLoop`` feeds it a terminal; ``TestDriver`` feeds
/// it scripted input.
///
/// A frame evaluates the whole tree under the graph, inside `withObservationTracking`, so a
/// change of any `@Observable` property read by a body marks the next frame due; state writes
/// mark it through the graph's ``LiveSignal``. Nothing is rendered while nothing is due.
final class LiveSession {
    let graph: LiveGraph
    private let root: () -> AnyView
    private var diff: ScreenDiff
    /// The terminal's size in cells.
    private(set) var width: Int
    private(set) var height: Int
    /// The environment the root is rendered in (without the graph, which each frame adds).
    var environment = EnvironmentValues()
    /// Frames rendered (first frame included).
    private(set) var frameCount = 0
    /// Whether the user asked to quit (Ctrl-C).
    private(set) var quitRequested = false
    private var started = false

    init(width: Int, height: Int, placement: TerminalFrame.Placement, signal: LiveSignal, root: @escaping () -> AnyView) {
        self.graph = LiveGraph(signal: signal)
        self.root = root
        self.width = max(1, width)
        self.height = max(1, height)
        self.diff = ScreenDiff(placement: placement)
    }

    var placement: TerminalFrame.Placement { diff.placement }

    /// The frame on screen, as last written; `nil` before the first and after a resize.
    var lastFrame: ScreenGrid? { diff.screen }

    /// The bytes of the next frame when one is due (first frame, state change, resize, focus
    /// move); empty otherwise, without evaluating anything.
    func nextFrame() -> String {
        guard !started || graph.signal.isDirty else { return "" }
        started = true
        return diff.update(to: render())
    }

    /// Renders the current state whole, as the next frame would show it.
    func render() -> ScreenGrid {
        graph.signal.clear()
        graph.beginFrame()
        var environment = self.environment
        environment.liveGraph = graph
        let proposal = CellProposal(width: width, height: placement == .fullscreen ? height : nil)
        let signal = graph.signal
        let root = self.root
        let canvas = withObservationTracking {
            let node = _LayoutNode.root(root(), proposal: proposal, environment: environment)
            let size = node.sizeThatFits(proposal)
            var canvas = Canvas(width: width)
            canvas.lineLimit = height
            node.draw(in: CellRect(origin: CellPoint(x: 0, y: 0), size: CellSize(width: min(width, size.width), height: size.height)),
                      canvas: &canvas)
            return canvas
        } onChange: {
            signal.invalidate()
        }
        graph.endFrame()
        frameCount += 1
        let lines = placement == .fullscreen ? height : min(height, max(1, canvas.height))
        return ScreenGrid(canvas: canvas, height: lines)
    }

    /// Takes the terminal's new size: the next frame is drawn whole.
    func resize(width: Int, height: Int) {
        let width = max(1, width), height = max(1, height)
        guard width != self.width || height != self.height else { return }
        self.width = width
        self.height = height
        diff.invalidate()
        graph.signal.invalidate()
    }

    /// Forgets what is on screen (the terminal was cleared): the next frame is drawn whole.
    func redrawWhole() {
        diff.invalidate()
        graph.signal.invalidate()
    }

    /// The bytes that leave the screen as the last frame left it, for the terminal's return.
    func finish() -> String {
        diff.finish()
    }

    /// Applies one input event: focus moves, control activation, text editing, quitting.
    func handle(_ event: InputEvent) {
        switch event {
        case .key(let key, let modifiers):
            handleKey(key, modifiers)
        case .paste(let text):
            if case .textField(let text_)? = focusedControl?.kind {
                text_.wrappedValue += text.filter { $0 != "\n" && $0 != "\r" }
            }
        case .mouse, .focus:
            break  // (not routed yet: no hit-testing of controls in this slice)
        }
    }

    private var focusedControl: FocusableControl? {
        guard let focused = graph.focused else { return nil }
        return graph.controls.first { $0.identity == focused }
    }

    private func handleKey(_ key: KeyEquivalent, _ modifiers: EventModifiers) {
        if modifiers.contains(.control), key.character == "c" {
            quitRequested = true
            return
        }
        if key == .tab, modifiers.subtracting(.shift).isEmpty {
            moveFocus(by: modifiers.contains(.shift) ? -1 : 1)
            return
        }
        guard let control = focusedControl else { return }
        switch control.kind {
        case .button(let action):
            if (key == .return || key == .space), modifiers.isEmpty { action() }
        case .toggle(let isOn):
            if (key == .return || key == .space), modifiers.isEmpty { isOn.wrappedValue.toggle() }
        case .textField(let text):
            if key == .delete {
                if !text.wrappedValue.isEmpty { text.wrappedValue.removeLast() }
            } else if modifiers.subtracting(.shift).isEmpty, !Self.isFunctionKey(key), key != .return, key != .escape {
                text.wrappedValue.append(key.character)
            }
        }
    }

    /// Keys that type no text: arrows and the other keys AppKit gives private-use characters.
    private static func isFunctionKey(_ key: KeyEquivalent) -> Bool {
        key.character.unicodeScalars.allSatisfy { (0xF700...0xF8FF).contains($0.value) }
    }

    /// Moves focus to the next (`step` 1) or previous (-1) control of the last frame, cycling;
    /// from no focus, to the first or last.
    private func moveFocus(by step: Int) {
        let controls = graph.controls
        guard !controls.isEmpty else { return }
        let current = graph.focused.flatMap { focused in controls.firstIndex { $0.identity == focused } }
        let next: Int
        if let current {
            next = (current + step + controls.count) % controls.count
        } else {
            next = step > 0 ? 0 : controls.count - 1
        }
        graph.focused = controls[next].identity
        graph.signal.invalidate()
    }
}
