/// Drives a view or an ``App`` headlessly, as a terminal would: scripted keys, text, pastes and
/// resizes go in, frames come out as text, and the work each step costs can be counted.
///
/// The driver runs the same runtime as a terminal app: each input is encoded as the bytes a
/// terminal sends, parsed, applied to the focused control, and answered by a frame when the
/// state changed; the frame's bytes are those a terminal would be sent.
///
/// ```swift
/// struct Counter: View {
///     @State private var count = 0
///     var body: some View {
///         VStack {
///             Text("Count: \(count)")
///             Button("Add") { count += 1 }
///         }
///     }
/// }
///
/// let driver = TestDriver(Counter(), width: 20, height: 4)
/// driver.send(.tab)       // focus the button
/// driver.send(.return)    // press it
/// #expect(driver.screen.contains("Count: 1"))
/// ```
@MainActor public final class TestDriver {
    private let session: LiveSession
    private var parser = InputParser()
    /// Every byte the runtime wrote, as a terminal would have received it.
    public private(set) var output: [UInt8] = []

    /// Drives `view` in a terminal of `width` × `height` cells, on the alternate screen (or
    /// inline); the first frame is rendered at once.
    public init<Content: View>(
        _ view: Content, width: Int = 80, height: Int = 24, placement: TerminalFrame.Placement = .fullscreen
    ) {
        session = LiveSession(width: width, height: height, placement: placement, signal: LiveSignal()) { _ in AnyView(view) }
        start()
    }

    /// Drives the window of `app` (its `WindowGroup`), its scene re-evaluated each frame.
    public convenience init<A: App>(
        _ app: A, width: Int = 80, height: Int = 24, placement: TerminalFrame.Placement = .fullscreen
    ) {
        self.init(root: { app.rootView(in: $0) }, width: width, height: height, placement: placement)
    }

    package init(root: @escaping @MainActor (EnvironmentValues) -> AnyView, width: Int, height: Int, placement: TerminalFrame.Placement) {
        session = LiveSession(width: width, height: height, placement: placement, signal: LiveSignal(), root: root)
        start()
    }

    /// A driver whose every frame evaluates every body (`wholeFrames`), as the runtime did
    /// before frames were incremental: the reference the frame oracle compares with.
    init<Content: View>(
        _ view: Content, width: Int, height: Int, placement: TerminalFrame.Placement, wholeFrames: Bool
    ) {
        session = LiveSession(width: width, height: height, placement: placement, signal: LiveSignal()) { _ in AnyView(view) }
        session.evaluatesWhole = wholeFrames
        start()
    }

    /// The frame on screen, as last written.
    var lastFrame: ScreenGrid? { session.lastFrame }

    /// The text on screen: the last frame's lines, trailing spaces and blank lines trimmed.
    public var screen: String { session.lastFrame?.text ?? "" }

    /// The last frame's lines, each as wide as the screen's text on it (trailing spaces trimmed).
    public var lines: [String] { session.lastFrame?.lines ?? [] }

    /// The bytes written so far.
    public var bytesWritten: Int { output.count }

    /// The bodies (of views and view modifiers) evaluated so far. A frame evaluates only the
    /// bodies that read what changed and those whose view or inputs changed; the rest are
    /// reused, so after one state write this grows by the bodies that read it.
    public var bodyEvaluations: Int { session.graph.bodyEvaluations }

    /// The bodies of views (or view modifiers) of type `type` evaluated so far.
    public func bodyEvaluations<V>(of type: V.Type) -> Int {
        session.graph.bodyEvaluationsByType[ObjectIdentifier(type), default: 0]
    }

    /// The rows a lazy `List` made so far (the others it showed were kept from the frame before).
    var rowsMade: Int { session.graph.contentMade }

    /// The frames rendered so far, the first included.
    public var frameCount: Int { session.frameCount }

    /// Whether the app was asked to quit (Ctrl-C).
    public var quitRequested: Bool { session.quitRequested }

    /// Presses `key` with `modifiers` held, then renders the answering frame if the state changed.
    public func send(_ key: KeyEquivalent, modifiers: EventModifiers = []) {
        send(bytes: KeyEncoding.bytes(for: key, modifiers: modifiers))
    }

    /// Types `text`, one key a character.
    public func type(_ text: String) {
        for character in text { send(KeyEquivalent(character)) }
    }

    /// Pastes `text` as a terminal does with bracketed paste on.
    public func paste(_ text: String) {
        send(bytes: Array("\u{1B}[200~\(text)\u{1B}[201~".utf8))
    }

    /// Feeds raw terminal input (key sequences, mouse reports), then renders if the state changed.
    public func send(bytes: [UInt8]) {
        for event in parser.parse(bytes) + parser.flush() { session.handle(event) }
        settle()
    }

    /// Resizes the terminal, as SIGWINCH reports it; the next frame is drawn whole.
    public func resize(width: Int, height: Int) {
        session.resize(width: width, height: height)
        settle()
    }

    /// Renders a frame if one is due (after a change made outside the driver, to an
    /// `@Observable` model say); writes nothing when nothing changed.
    public func update() {
        settle()
    }

    /// Waits until the tasks the views started (`task`, `task(id:)`) have ended, rendering the
    /// frames their state writes ask for, and again while those frames start more; a driver's
    /// tasks run on the main actor while this waits. A task that never ends (an endless
    /// `for await` loop) never lets this return: remove its view first, which cancels it.
    public func waitForTasks() async {
        var ended: Set<Task<Void, Never>> = []
        while true {
            let started = (session.graph.tasks + session.graph.takeRetiredTasks()).filter { !ended.contains($0) }
            if started.isEmpty { break }
            for task in started {
                await task.value
                ended.insert(task)
            }
            settle()
        }
    }

    /// Renders the first frame, keeping the tasks of views that leave the tree for
    /// ``waitForTasks()``.
    private func start() {
        session.graph.keepRetiredTasks()
        settle()
    }

    private func settle() {
        output += Array(session.nextFrame().utf8)
    }

    /// A fresh render of the current state, whole: what the screen must show (for tests of the
    /// runtime's diffs).
    func renderWhole() -> ScreenGrid {
        session.graph.signal.invalidate()
        return session.render()
    }
}
