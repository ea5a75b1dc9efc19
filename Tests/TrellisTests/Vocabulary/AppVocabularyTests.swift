import Foundation
import Testing
import Trellis

/// SwiftUI declarations that real apps' screens use and that Trellis now declares: the date
/// and colour pickers, async images, timeline views, text styles, asset resources, the first
/// text-field initializers, programmatic links, toolbar branches, UIKit's text input traits
/// and previews.
@MainActor @Suite("Vocabulary: everyday app screens") struct AppVocabularyTests {
    /// 27 November 2026, 18:30 UTC.
    static let date = Date(timeIntervalSince1970: 1_795_804_200)

    private func inUTC(_ view: some View) -> some View {
        view.environment(\.locale, Locale(identifier: "en_US_POSIX"))
            .environment(\.timeZone, TimeZone(identifier: "UTC")!)
            .environment(\.calendar, Calendar(identifier: .gregorian))
    }

    @Test("a DatePicker draws its label and the date in the components it displays")
    func datePicker() {
        let day = rendered(inUTC(DatePicker("Due", selection: .constant(Self.date), displayedComponents: .date)), width: 30)
        #expect(day.hasPrefix("Due"))
        #expect(day.contains("Nov 27, 2026"))
        #expect(!day.contains("6:30"))
        let time = rendered(inUTC(DatePicker("Alarm", selection: .constant(Self.date), displayedComponents: .hourAndMinute)), width: 30)
        #expect(time.contains("6:30"))
        #expect(!time.contains("2026"))
        let both = rendered(inUTC(DatePicker("Starts", selection: .constant(Self.date), in: Self.date...)), width: 40)
        #expect(both.contains("Nov 27, 2026") && both.contains("6:30"))
    }

    @Test("a MultiDatePicker draws its label and each chosen day in order, or that none is chosen")
    func multiDatePicker() {
        let calendar = Calendar(identifier: .gregorian)
        let days: Set<DateComponents> = [
            DateComponents(calendar: calendar, year: 2027, month: 3, day: 9),
            DateComponents(calendar: calendar, year: 2027, month: 3, day: 3),
        ]
        let text = rendered(inUTC(MultiDatePicker("Trips", selection: .constant(days))), width: 30)
        let first = text.range(of: "Mar 3, 2027")
        let second = text.range(of: "Mar 9, 2027")
        #expect(first != nil && second != nil && first!.lowerBound < second!.lowerBound)
        #expect(rendered(inUTC(MultiDatePicker("Trips", selection: .constant([]))), width: 30).contains("No dates"))
    }

    @Test("a ColorPicker draws its label and a swatch of the colour")
    func colorPicker() {
        let picker = ColorPicker("Tint", selection: .constant(Color.red))
        #expect(rendered(picker, width: 20).hasPrefix("Tint"))
        expectSameRender(picker, as: HStack(alignment: .top, spacing: 1) {
            Text("Tint").layoutPriority(1)
            Color.red.frame(width: 2, height: 1).frame(maxWidth: .infinity, alignment: .topTrailing)
        }, widths: [20])
    }

    @Test("an AsyncImage draws its placeholder, content(.empty), or □ as a render does not wait on the network")
    func asyncImage() {
        let url = URL(string: "https://example.com/a.png")
        expectSameRender(AsyncImage(url: url) { $0.resizable() } placeholder: { Text("Loading") }, as: Text("Loading"))
        expectSameRender(
            AsyncImage(url: url) { phase in
                if let image = phase.image { image } else if phase.error != nil { Text("Failed") } else { Text("Waiting") }
            },
            as: Text("Waiting"))
        expectSameRender(AsyncImage(url: url), as: Image("photo"))
    }

    @Test("a TimelineView draws its content once, for the moment of the render")
    func timelineView() {
        let before = Date()
        var seen: Date?
        _ = rendered(TimelineView(.everyMinute) { context in
            let _ = (seen = context.date)
            Text("tick")
        })
        #expect(seen.map { $0 >= before } == true)
        expectSameRender(TimelineView(.everyMinute) { _ in Text("tick") }, as: Text("tick"))
    }

    @Test("Font.TextStyle and the system and custom fonts draw as the fonts of the same name")
    func textStyles() {
        #expect(Font.TextStyle.allCases.count == 11)
        expectSameRender(Text("Title").font(.system(.title)), as: Text("Title").font(.title))
        expectSameRender(Text("Note").font(.system(.caption, design: .rounded)), as: Text("Note").font(.caption))
        expectSameRender(Text("Body").font(.system(.body, weight: .bold)), as: Text("Body").bold())
        expectSameRender(Text("Brand").font(.custom("Avenir", size: 18, relativeTo: .headline)), as: Text("Brand").font(.headline))
        expectSameRender(Text("Brand").font(.custom("Avenir", size: 18)), as: Text("Brand"))
        expectSameRender(Text("Big").font(.system(size: 34, weight: .bold)), as: Text("Big").bold())
    }

    @Test("asset resources: images draw □, colours the foreground or the accent colour")
    func assetResources() {
        expectSameRender(Image(ImageResource(name: "logo", bundle: .main)), as: Image("logo"))
        expectSameRender(Label("Home", image: "house-asset"), as: Label { Text("Home") } icon: { Image("house-asset") })
        #expect(Color("Brand") == .primary)
        #expect(Color("AccentColor") == .accentColor)
        #expect(Color(ColorResource(name: "AccentColor", bundle: .main)) == .accentColor)
    }

    @Test("the first TextField initializers draw as the field without their closures")
    func textFieldCallbacks() {
        expectSameRender(TextField("Search", text: .constant(""), onCommit: {}), as: TextField("Search", text: .constant("")))
        expectSameRender(
            TextField("Name", text: .constant("Ada"), onEditingChanged: { _ in }, onCommit: {}),
            as: TextField("Name", text: .constant("Ada")))
        expectSameRender(SecureField("Password", text: .constant("abc"), onCommit: {}), as: SecureField("Password", text: .constant("abc")))
        let age: Int? = nil
        expectSameRender(TextField("Age", value: .constant(age), format: .number), as: TextField("Age", text: .constant("")))
        expectSameRender(TextField("Age", value: .constant(Optional(42)), format: .number), as: TextField("Age", text: .constant("42")))
    }

    @Test("programmatic NavigationLinks draw as links: the label and a chevron")
    func programmaticLinks() {
        var selection: String? = nil
        let binding = Binding(get: { selection }, set: { selection = $0 })
        expectSameRender(NavigationLink("Shelf", destination: Text("Books"), tag: "shelf", selection: binding), as: NavigationLink("Shelf") { Text("Books") })
        expectSameRender(NavigationLink("More", isActive: .constant(true)) { Text("Detail") }, as: NavigationLink("More") { Text("Detail") })
    }

    @Test("a toolbar's if-else draws the items of the branch taken, and toolbar(id:) its items")
    func toolbarBranches() {
        func screen(busy: Bool) -> some View {
            NavigationStack {
                Text("Body")
                    .navigationTitle("Inbox")
                    .toolbar {
                        ToolbarItem(placement: .primaryAction) { Text("Compose") }
                        if busy {
                            ToolbarItem(placement: .primaryAction) { Text("Busy") }
                        } else {
                            ToolbarItem(placement: .primaryAction) { Text("Idle") }
                        }
                    }
            }
        }
        #expect(rendered(screen(busy: true), width: 40).contains("Busy"))
        #expect(!rendered(screen(busy: true), width: 40).contains("Idle"))
        #expect(rendered(screen(busy: false), width: 40).contains("Idle"))
        expectSameRender(
            NavigationStack { Text("Body").toolbar(id: "main") { ToolbarItem(id: "compose") { Text("Compose") } } },
            as: NavigationStack { Text("Body").toolbar { ToolbarItem { Text("Compose") } } },
            widths: [40])
        let showsDraft = false
        expectSameRender(
            NavigationStack {
                Text("Body").toolbar(id: "main") {
                    ToolbarItem(id: "compose") { Text("Compose") }
                    if showsDraft { ToolbarItem(id: "draft") { Text("Draft") } }
                }
            },
            as: NavigationStack { Text("Body").toolbar { ToolbarItem { Text("Compose") } } },
            widths: [40])
    }

    @Test("UIKit's text input traits and preview modifiers change nothing drawn")
    func inertTraits() {
        let field = TextField("Email", text: .constant(""))
        expectSameRender(
            field.keyboardType(.emailAddress).autocapitalization(.none).textContentType(.emailAddress)
                .previewDisplayName("Email").previewLayout(.sizeThatFits).previewDevice("iPhone 15"),
            as: field)
    }

    /// Counts the calls its `trigger` closure gets.
    final class Counter {
        var count = 0
    }

    /// A primitive style that draws its label in angle brackets and, when asked to, triggers
    /// the button while it is drawn.
    struct Bracketed: PrimitiveButtonStyle {
        var triggersWhileDrawn = false

        func makeBody(configuration: Configuration) -> some View {
            let _ = triggersWhileDrawn ? configuration.trigger() : ()
            HStack(spacing: 0) {
                Text("<")
                configuration.label
                Text(">")
            }
        }
    }

    @Test("a PrimitiveButtonStyle of an app's own draws its body; trigger() performs the action")
    func primitiveButtonStyle() {
        #expect(rendered(Button("Go") {}.buttonStyle(Bracketed()), width: 10).hasPrefix("<Go>"))
        expectSameRender(Button("Go") {}.buttonStyle(.bordered), as: Text("Go"))
        // The style nearest the button wins, as in SwiftUI: a built-in one undoes an outer custom one.
        expectSameRender(Button("Go") {}.buttonStyle(.borderless).buttonStyle(Bracketed()), as: Text("Go"))
        #expect(rendered(Button("Go") {}.buttonStyle(Bracketed()).buttonStyle(.borderless), width: 10).hasPrefix("<Go>"))
        let counter = Counter()
        _ = rendered(Button("Go") { counter.count += 1 }.buttonStyle(Bracketed(triggersWhileDrawn: true)))
        #expect(counter.count >= 1)
    }

    @Test("a ShareLink draws its label: Share with the share symbol unless titled or labelled")
    func shareLink() {
        let link = rendered(ShareLink(item: URL(string: "https://example.com")!), width: 20)
        #expect(link.contains("⇪") && link.contains("Share"))
        #expect(rendered(ShareLink("Send", item: "Hello"), width: 20).contains("Send"))
        expectSameRender(ShareLink(item: "Hello") { Text("Tell a friend") }, as: Text("Tell a friend"))
    }
}
