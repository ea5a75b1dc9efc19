import Foundation
import Testing
import Trellis

/// SwiftUI's platform API that app code writes in views and App files (sharing, pasting, file
/// panels, drag and drop, windows for values, commands) and macOS's (split views, settings,
/// menu bar extras, link buttons, keyboard commands): what draws, draws its text meaning;
/// the rest leaves the view as it was.
@MainActor @Suite("Vocabulary: platform and macOS API") struct PlatformVocabularyTests {
    static let url = URL(string: "https://example.com/a")!

    @Test("titled ShareLinks draw their title with the share symbol, from Text, strings and keys")
    func titledShareLinks() {
        let expected = Label("Send", systemImage: "square.and.arrow.up")
        expectSameRender(ShareLink(Text("Send"), item: Self.url), as: expected)
        expectSameRender(ShareLink(Text("Send"), item: "hello"), as: expected)
        expectSameRender(ShareLink("Send", items: [Self.url, Self.url]), as: expected)
        expectSameRender(ShareLink(Text("Send"), items: ["a", "b"]), as: expected)
        expectSameRender(ShareLink("Send", item: Self.url, preview: SharePreview("Page")), as: expected)
        expectSameRender(ShareLink(Text("Send"), items: ["a"]) { SharePreview($0) }, as: expected)
        expectSameRender(
            ShareLink(items: ["a"]) { SharePreview($0) }, as: Label("Share", systemImage: "square.and.arrow.up"))
        expectSameRender(ShareLink(items: ["a"], preview: { SharePreview($0) }) { Text("Mine") }, as: Text("Mine"))
    }

    @Test("a NewDocumentButton draws its title, or New Document, in the accent colour")
    func newDocumentButton() {
        expectSameRender(NewDocumentButton(), as: Text("New Document").foregroundStyle(Color.accentColor))
        expectSameRender(
            NewDocumentButton("New Note", contentType: .plainText), as: Text("New Note").foregroundStyle(Color.accentColor))
    }

    @Test("platform modifiers leave the view as it was")
    func inertModifiers() {
        let sample = VocabularySample()
        expectSameRender(
            sample.fileImporter(isPresented: .constant(true), allowedContentTypes: [.json]) { _ in }, as: sample)
        expectSameRender(
            sample.fileExporter(isPresented: .constant(true), item: "text", contentTypes: [.plainText]) { _ in }, as: sample)
        expectSameRender(sample.onDrop(of: [.fileURL], isTargeted: nil) { _ in true }, as: sample)
        expectSameRender(sample.onDrag { NSItemProvider() }, as: sample)
        expectSameRender(sample.userActivity("com.example.view") { $0.title = "View" }, as: sample)
        expectSameRender(sample.onCopyCommand { [] }.pointerStyle(.link).dialogSeverity(.critical), as: sample)
        expectSameRender(sample.alternatingRowBackgrounds().presentedWindowStyle(.hiddenTitleBar), as: sample)
        expectSameRender(PasteButton(payloadType: String.self) { _ in }, as: EmptyView())
    }

    @Test("HSplitView draws its panes in a row with a rule between each two; VSplitView in a column")
    func splitViews() {
        expectSameRender(
            HSplitView {
                Text("Sidebar")
                ForEach(["One", "Two"], id: \.self) { Text($0) }
            },
            as: HStack(alignment: .top, spacing: 0) {
                Text("Sidebar")
                Divider()
                Text("One")
                Divider()
                Text("Two")
            })
        expectSameRender(
            VSplitView {
                Text("Messages")
                Text("Preview")
            },
            as: VStack(alignment: .leading, spacing: 0) {
                Text("Messages")
                Divider()
                Text("Preview")
            })
        expectSameRender(HSplitView { Text("Alone") }, as: Text("Alone"))
    }

    @Test(".buttonStyle(.link) draws the label as a link; SettingsLink, HelpLink and MenuButton draw theirs")
    func macOSControls() {
        expectSameRender(
            Button("Learn more") {}.buttonStyle(.link), as: Text("Learn more").underline().foregroundStyle(Color.accentColor))
        expectSameRender(SettingsLink(), as: Text("Settings…").foregroundStyle(Color.accentColor))
        expectSameRender(SettingsLink { Text("Prefs") }, as: Text("Prefs").foregroundStyle(Color.accentColor))
        expectSameRender(HelpLink {}, as: Button {} label: { Text("(?)") })
        expectSameRender(MenuButton("Actions") { Button("Reset") {} }, as: Menu("Actions") { Button("Reset") {} })
        expectSameRender(
            Toggle("Spell", isOn: .constant(true)).toggleStyle(.checkbox),
            as: Toggle("Spell", isOn: .constant(true)).toggleStyle(CheckboxToggleStyle()))
    }

    @Test("navigationSubtitle is drawn dim after the title in the bar; the innermost wins")
    func navigationSubtitle() {
        let text = rendered(
            NavigationStack {
                Text("Body").navigationTitle("Inbox").navigationSubtitle("3 unread").navigationSubtitle("outer")
            }, width: 30)
        #expect(text.hasPrefix("Inbox 3 unread"))
        #expect(!text.contains("outer"))
        let subtitleOnly = rendered(NavigationStack { Text("Body").navigationSubtitle(Text("Drafts")) }, width: 30)
        #expect(subtitleOnly.hasPrefix("Drafts"))
        #expect(subtitleOnly.contains("Body"))
    }

    @Test("an app of several scenes shows the first window, not settings or menu bar extras")
    func multipleScenes() {
        #expect(TestDriver(DesktopApp(), width: 30, height: 3).lines.first == "Main window")
        #expect(TestDriver(SettingsFirstApp(), width: 30, height: 3).lines.first == "Activity")
        #expect(TestDriver(MenuBarOnlyApp(inserted: true), width: 30, height: 3).lines.first == "Quit")
        #expect(TestDriver(MenuBarOnlyApp(inserted: false), width: 30, height: 3).lines.allSatisfy { $0.allSatisfy(\.isWhitespace) })
    }

    @Test("a window for values presents nil, or the default, and keeps what its content sets")
    func presentedValueWindows() {
        let optional = TestDriver(ValueWindowApp(), width: 30, height: 3)
        #expect(optional.lines.first == "Photo none")
        optional.send(.tab)
        optional.send(.return)
        #expect(optional.lines.first == "Photo 7")
        let defaulted = TestDriver(DefaultValueWindowApp(), width: 30, height: 3)
        #expect(defaulted.lines.first == "Count 3")
        defaulted.send(.tab)
        defaulted.send(.return)
        #expect(defaulted.lines.first == "Count 4")
    }

    @Test("Escape, Delete and the arrows perform the exit, delete and move commands of the focused view")
    func keyboardCommands() {
        let driver = TestDriver(CommandPanel(), width: 40, height: 3)
        driver.send(.escape)  // nothing focused: no command
        #expect(driver.lines.first == "none")
        driver.send(.tab)
        driver.send(.escape)
        #expect(driver.lines.first == "exit")
        driver.send(.delete)
        #expect(driver.lines.first == "delete")
        driver.send(.leftArrow)
        #expect(driver.lines.first == "move left")
        driver.send(.downArrow)
        #expect(driver.lines.first == "move down")
    }

    @Test("UTType knows the common types, their extensions and what they conform to")
    func uniformTypes() {
        #expect(UTType("public.json") == .json)
        #expect(UTType("com.example.unknown") == nil)
        #expect(UTType(filenameExtension: "CSV") == .commaSeparatedText)
        #expect(UTType(filenameExtension: "csv", conformingTo: .image) == nil)
        #expect(UTType(mimeType: "image/png") == .png)
        #expect(UTType.json.conforms(to: .text) && UTType.json.conforms(to: .data) && UTType.json.conforms(to: .item))
        #expect(!UTType.png.conforms(to: .text))
        let notes = UTType(exportedAs: "com.example.notes", conformingTo: .json)
        #expect(notes.conforms(to: .text) && !notes.conforms(to: .image))
        #expect(UTType.plainText.preferredFilenameExtension == "txt")
    }

    @Test("an item provider hands back what it was made with, as data when asked")
    func itemProvider() {
        let provider = NSItemProvider(object: "hello" as NSString)
        #expect(provider.registeredTypeIdentifiers == [UTType.utf8PlainText.identifier])
        #expect(provider.hasItemConformingToTypeIdentifier(UTType.text.identifier))
        #expect(!provider.hasItemConformingToTypeIdentifier(UTType.image.identifier))
        var loaded: Data?
        provider.loadDataRepresentation(forTypeIdentifier: UTType.plainText.identifier) { data, _ in loaded = data }
        #expect(loaded == Data("hello".utf8))
        var failure: (any Error)?
        provider.loadItem(forTypeIdentifier: UTType.png.identifier) { _, error in failure = error }
        #expect(failure != nil)
        #expect(NSItemProvider(contentsOf: Self.url) == nil)
        #expect(NSItemProvider(contentsOf: URL(fileURLWithPath: "/tmp/a.txt"))?.suggestedName == "a.txt")
    }

    @Test("OpenURLAction.Result.systemAction(_:) is handled; the window state defaults to key")
    func actionsAndEnvironment() {
        var handled: Bool?
        let url = Self.url
        OpenURLAction { _ in .systemAction(url) }(url) { handled = $0 }
        #expect(handled == true)
        #expect(EnvironmentValues().controlActiveState == .key)
        var environment = EnvironmentValues()
        environment.controlActiveState = .inactive
        #expect(environment.controlActiveState == .inactive)
        #expect(SensoryFeedback.pathComplete != .success)
    }
}

struct DesktopApp: App {
    static let showsSidebarCommands = true

    var body: some Scene {
        WindowGroup(makeContent: { Text("Main window") })
            .commands {
                CommandMenu("Tools") { Button("Run") {} }
                CommandGroup(replacing: .help) { Button("Help") {} }
                if DesktopApp.showsSidebarCommands { SidebarCommands() } else { TextEditingCommands() }
            }
            .windowStyle(.hiddenTitleBar)
            .defaultSize(width: 800, height: 600)
        Settings { Text("Settings pane") }
        MenuBarExtra("Extra", systemImage: "star") { Text("Extra menu") }
            .menuBarExtraStyle(.menu)
    }
}

struct SettingsFirstApp: App {
    var body: some Scene {
        Settings { Text("Settings pane") }
        Window("Activity", id: "activity") { Text("Activity") }
    }
}

struct MenuBarOnlyApp: App {
    let inserted: Bool
    init() { self.inserted = true }
    init(inserted: Bool) { self.inserted = inserted }
    var body: some Scene {
        MenuBarExtra("Utility", isInserted: .constant(inserted)) { Text("Quit") }
    }
}

struct ValueWindowApp: App {
    var body: some Scene {
        WindowGroup(for: Int.self) { $photo in
            Button("Photo \(photo.map(String.init) ?? "none")") { photo = 7 }
        }
    }
}

struct DefaultValueWindowApp: App {
    var body: some Scene {
        WindowGroup("Counter", id: "counter", for: Int.self) { $count in
            Button("Count \(count)") { count += 1 }
        } defaultValue: {
            3
        }
    }
}

struct CommandPanel: View {
    @State private var last = "none"
    var body: some View {
        Text(last)
            .focusable()
            .onExitCommand { last = "exit" }
            .onDeleteCommand { last = "delete" }
            .onMoveCommand { last = "move \($0)" }
    }
}
