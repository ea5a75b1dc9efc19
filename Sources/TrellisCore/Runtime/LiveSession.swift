import Observation

/// The core of a live runtime, without a terminal: it renders a view's frames from a retained
/// ``LiveGraph``, turns each into the bytes that update the screen (``ScreenDiff``), and applies
/// input to the focused control. ``TerminalRunLoop`` feeds it a terminal; ``TestDriver`` feeds
/// it scripted input.
///
/// A frame resolves the tree under the graph, which evaluates again only the bodies that read
/// what changed (``LiveGraph``); a change of any `@Observable` property read by a body, and
/// any state write, marks the next frame due through the graph's ``LiveSignal``. Nothing is
/// rendered while nothing is due.
@MainActor final class LiveSession {
    let graph: LiveGraph
    /// Makes the root view, in the root's environment (with the graph): an app installs its
    /// own dynamic properties there, so that its `@State` lives in the graph.
    private let root: @MainActor (EnvironmentValues) -> AnyView
    private var diff: ScreenDiff
    /// The terminal's size in cells.
    private(set) var width: Int
    private(set) var height: Int
    /// The environment the root is rendered in (without the graph, which each frame adds).
    var environment = EnvironmentValues() {
        didSet {
            keptRootInputs = nil
            graph.signal.invalidate()
        }
    }
    /// The root's inputs of the last frame, and the proposal they were made for.
    private var keptRootInputs: (CellProposal, _ViewInputs)?
    /// Frames rendered (first frame included).
    private(set) var frameCount = 0
    /// Whether every frame evaluates every body (a reference for tests of incremental frames).
    var evaluatesWhole = false
    /// Whether the user asked to quit (Ctrl-C).
    private(set) var quitRequested = false
    private var started = false
    /// Inline: where the frame's first line is on screen, for the mouse.
    private var inlineTop = InlineFrameTop()

    init(width: Int, height: Int, placement: TerminalFrame.Placement, signal: LiveSignal, root: @escaping @MainActor (EnvironmentValues) -> AnyView) {
        self.graph = LiveGraph(signal: signal)
        self.root = root
        self.width = max(1, width)
        self.height = max(1, height)
        self.diff = ScreenDiff(placement: placement)
    }

    var placement: TerminalFrame.Placement { diff.placement }

    /// The frame on screen, as last written; `nil` before the first and after a resize.
    var lastFrame: ScreenGrid? { diff.screen }

    /// How many times a frame is evaluated again, at most, before its bytes are written, while
    /// the actions it ran (`onAppear`, `onChange`, focus) changed state: enough for chains of
    /// such actions to settle, bounded so that an action that always writes cannot hang a frame.
    static let settlingPasses = 8

    /// The bytes of the next frame when one is due (first frame, state change, resize, focus
    /// move); empty otherwise, without evaluating anything. The frame is evaluated again while
    /// the lifecycle actions it ran change state, so the bytes show the settled state.
    func nextFrame() -> String {
        guard !started || graph.signal.isDirty else { return "" }
        started = true
        var screen = render()
        for _ in 1..<Self.settlingPasses where graph.signal.isDirty {
            screen = render()
        }
        let bytes = diff.update(to: screen)
        guard placement == .inline, !bytes.isEmpty else { return bytes }
        return bytes + inlineTop.afterFrame(cursorRow: diff.cursorRow, reservedLines: diff.reservedLines, screenHeight: height)
    }

    /// Renders the current state, as the next frame would show it, then runs the lifecycle
    /// actions the frame calls for. Only the bodies that must be are evaluated (see
    /// ``LiveGraph``); a whole frame, asked for by ``LiveSignal/invalidate()``, evaluates all.
    ///
    /// Resolution and layout are tracked apart: a change of what resolving read asks for an
    /// incremental frame (the bodies that read it are marked too); a change of what laying
    /// out read (a `GeometryReader`'s content) asks for a whole one.
    func render() -> ScreenGrid {
        RenderPass.begin()
        let whole = graph.signal.clear() || evaluatesWhole
        graph.beginFrame(whole: whole)
        graph.screenHeight = height
        let proposal = CellProposal(width: width, height: placement == .fullscreen ? height : nil)
        var inputs = rootInputs(for: proposal)
        inputs.preferences = PreferenceSink()
        let signal = graph.signal
        let root = self.root
        let node = withObservationTracking {
            _LayoutNode.root(root(inputs.environment), inputs: inputs)
        } onChange: {
            signal.invalidateIncrementally()
        }
        graph.endResolution()
        let canvas = withObservationTracking {
            let size = node.sizeThatFits(proposal)
            var canvas = Canvas(width: width, lines: height)
            canvas.lineLimit = height
            node.draw(in: CellRect(origin: CellPoint(x: 0, y: 0), size: CellSize(width: min(width, size.width), height: size.height)),
                      canvas: &canvas)
            return canvas
        } onChange: {
            signal.invalidate()
        }
        let actions = graph.endFrame()
        frameCount += 1
        for action in actions { action() }
        let lines = placement == .fullscreen ? height : min(height, max(1, canvas.height))
        return ScreenGrid(canvas: canvas, height: lines)
    }

    /// The root's inputs for `proposal`: the same from frame to frame while the proposal and
    /// the session's environment do not change, so that bodies compare their environment
    /// with last frame's and find it unchanged.
    private func rootInputs(for proposal: CellProposal) -> _ViewInputs {
        if let (kept, inputs) = keptRootInputs, kept == proposal { return inputs }
        var environment = self.environment
        environment.liveGraph = graph
        let inputs = _LayoutNode.rootInputs(proposal: proposal, environment: environment)
        keptRootInputs = (proposal, inputs)
        return inputs
    }

    /// Takes the terminal's new size: the next frame is drawn whole.
    func resize(width: Int, height: Int) {
        let width = max(1, width), height = max(1, height)
        guard width != self.width || height != self.height else { return }
        self.width = width
        self.height = height
        diff.invalidate()
        inlineTop.forget()
        graph.signal.invalidate()
    }

    /// Forgets what is on screen (the terminal was cleared): the next frame is drawn whole.
    func redrawWhole() {
        diff.invalidate()
        graph.signal.invalidate()
    }

    /// The bytes that leave the screen as the last frame left it, for the terminal's return;
    /// the views' tasks and subscriptions are cancelled.
    func finish() -> String {
        graph.cancelAll()
        return diff.finish()
    }

    /// Applies one input event: focus moves, control activation, text editing, quitting.
    func handle(_ event: InputEvent) {
        switch event {
        case .key(let key, let modifiers):
            handleKey(key, modifiers)
        case .paste(let text):
            if case .textField(let text_)? = graph.focusedControl?.kind {
                text_.wrappedValue += text.filter { $0 != "\n" && $0 != "\r" }
            }
        case .mouse(let mouse):
            handleMouse(mouse)
        case .focus:
            break
        case .cursorPosition(let row, _):
            inlineTop.take(reportedRow: row, reservedLines: diff.reservedLines, screenHeight: height)
        }
    }

    /// A left-button press focuses the control under it and activates a button or toggle, and
    /// runs the click target under it (a `List` row selects itself); the wheel scrolls the
    /// innermost scroll view under it by three lines, and elsewhere sends the focused control
    /// Up and Down. Inline, the report's row is taken from the frame's top on screen (as the
    /// terminal told it); until it is known, or outside the frame, the mouse does nothing.
    private func handleMouse(_ mouse: MouseEvent) {
        guard mouse.isPress else { return }
        let row: Int
        switch placement {
        case .fullscreen: row = mouse.row
        case .inline:
            guard let frameRow = inlineTop.frameRow(ofScreenRow: mouse.row, height: diff.screen?.height ?? 0) else { return }
            row = frameRow
        }
        switch mouse.button {
        case 0:
            if let control = graph.control(atColumn: mouse.column, row: row) {
                if graph.focused != control.identity { graph.focus(control) }
                switch control.kind {
                case .button(let action): action()
                case .toggle(let isOn): isOn.wrappedValue.toggle()
                case .textField, .adjustable, .focusable: break
                }
            }
            graph.clickTarget(atColumn: mouse.column, row: row)?.action()
        case let button where (64...67).contains(button & ~Self.mouseModifierBits):
            wheel(button, column: mouse.column, row: row)
        default: break
        }
    }

    /// The bits of an SGR mouse button code that say which modifier keys were held (Shift 4,
    /// Meta 8, Control 16).
    private static let mouseModifierBits = 4 | 8 | 16

    /// Scrolls by the wheel `button` (64 up, 65 down, 66 left, 67 right, with the modifier
    /// bits) over `column`, `row`: the innermost scroll view there that scrolls that way, three
    /// lines or columns a notch. Up and down with Shift go sideways, and so do they where no
    /// scroll view scrolls vertically but one scrolls sideways; over none at all they are the
    /// arrow keys.
    private func wheel(_ button: Int, column: Int, row: Int) {
        let base = button & ~Self.mouseModifierBits
        let backward = base == 64 || base == 66
        let sideways = base >= 66 || button & 4 != 0
        let viewports = graph.viewports
        if !sideways, let scroller = viewports.scroller(atColumn: column, row: row, along: .vertical) {
            scroller.position.scroll(.vertical, by: backward ? -3 : 3)
        } else if let scroller = viewports.scroller(atColumn: column, row: row, along: .horizontal) {
            scroller.position.scroll(.horizontal, by: backward ? -3 : 3)
        } else if !sideways {
            handleKey(backward ? .upArrow : .downArrow, [])
        }
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
        let control = graph.focusedControl
        let press = KeyPress(key: key, modifiers: modifiers)
        for handler in (control?.keyHandlers ?? []).reversed() where handler(press) == .handled { return }
        // Page keys scroll the scroll view that holds the focus (or the outermost one).
        if modifiers.isEmpty, let scroller = graph.viewports.scroller(holding: control?.identity),
           scroller.position.applyPageKey(key) {
            return
        }
        guard let control else { return }
        switch control.kind {
        case .button(let action):
            if (key == .return || key == .space), modifiers.isEmpty { action() }
        case .toggle(let isOn):
            if (key == .return || key == .space), modifiers.isEmpty { isOn.wrappedValue.toggle() }
        case .textField(let text):
            if key == .delete {
                if !text.wrappedValue.isEmpty { text.wrappedValue.removeLast() }
            } else if key == .return, modifiers.isEmpty {
                for action in control.submitActions.reversed() { action() }
            } else if modifiers.subtracting(.shift).isEmpty, !KeyPress.typesNothing(key), key != .return, key != .escape {
                text.wrappedValue.append(key.character)
            }
        case .adjustable(let adjustment):
            if modifiers.subtracting(.shift).isEmpty { _ = adjustment.apply(key) }
        case .focusable:
            break
        }
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
        graph.focus(controls[next])
    }
}
