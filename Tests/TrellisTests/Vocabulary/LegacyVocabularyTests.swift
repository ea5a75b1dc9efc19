import Foundation
import Testing
import Trellis
@testable import TrellisCore

/// SwiftUI vocabulary common in real projects: stored settings, date texts, the collection
/// edits of `onDelete`/`onMove`, lists without a selection, and the deprecated presentation
/// API.
@MainActor @Suite("Vocabulary: storage, dates, collections, legacy API") struct LegacyVocabularyTests {
    /// A store of its own per test, emptied first, so that runs do not see each other.
    private func freshStore(_ name: String) -> UserDefaults {
        let suite = "trellis-tests-\(name)"
        let store = UserDefaults(suiteName: suite)!
        store.removePersistentDomain(forName: suite)
        for key in ["count", "flag", "name", "ratio", "theme", "rank", "note", "link", "blob"] {
            store.removeObject(forKey: key)
        }
        return store
    }

    enum Theme: String { case light, dark }
    enum Rank: Int { case low = 1, high = 2 }

    @Test("AppStorage reads the default until a value is stored, and writes through $binding")
    func appStorageValues() {
        let store = freshStore("values")
        let count = AppStorage(wrappedValue: 3, "count", store: store)
        #expect(count.wrappedValue == 3)
        count.projectedValue.wrappedValue = 7
        #expect(count.wrappedValue == 7)
        #expect(store.integer(forKey: "count") == 7)
        // Another property of the same key and store sees the value.
        #expect(AppStorage(wrappedValue: 0, "count", store: store).wrappedValue == 7)

        let flag = AppStorage(wrappedValue: false, "flag", store: store)
        flag.wrappedValue = true
        #expect(flag.wrappedValue)
        let name = AppStorage(wrappedValue: "guest", "name", store: store)
        name.wrappedValue = "ada"
        #expect(AppStorage(wrappedValue: "", "name", store: store).wrappedValue == "ada")
        let ratio = AppStorage(wrappedValue: 0.5, "ratio", store: store)
        ratio.wrappedValue = 0.25
        #expect(ratio.wrappedValue == 0.25)
        let link = AppStorage(wrappedValue: URL(string: "https://example.com")!, "link", store: store)
        link.wrappedValue = URL(string: "https://swift.org")!
        #expect(link.wrappedValue == URL(string: "https://swift.org")!)
        #expect(AppStorage<URL?>("link", store: store).wrappedValue == URL(string: "https://swift.org")!)
        let blob = AppStorage(wrappedValue: Data(), "blob", store: store)
        blob.wrappedValue = Data([1, 2, 3])
        #expect(blob.wrappedValue == Data([1, 2, 3]))
    }

    @Test("a value stored as another type, or a raw value no case has, reads as the default")
    func appStorageMismatch() {
        let store = freshStore("mismatch")
        store.set("seven", forKey: "count")
        #expect(AppStorage(wrappedValue: 3, "count", store: store).wrappedValue == 3)
        store.set("sepia", forKey: "theme")
        #expect(AppStorage(wrappedValue: Theme.light, "theme", store: store).wrappedValue == .light)
        store.set(9, forKey: "rank")
        #expect(AppStorage(wrappedValue: Rank.low, "rank", store: store).wrappedValue == .low)
    }

    @Test("enums are stored by raw value; optionals are nil until set and removed by nil")
    func appStorageRawAndOptional() {
        let store = freshStore("raw")
        let theme = AppStorage(wrappedValue: Theme.light, "theme", store: store)
        theme.wrappedValue = .dark
        #expect(store.string(forKey: "theme") == "dark")
        #expect(theme.wrappedValue == .dark)
        let rank = AppStorage(wrappedValue: Rank.low, "rank", store: store)
        rank.wrappedValue = .high
        #expect(store.integer(forKey: "rank") == 2)

        let note = AppStorage<String?>("note", store: store)
        #expect(note.wrappedValue == nil)
        note.wrappedValue = "hello"
        #expect(note.wrappedValue == "hello")
        note.wrappedValue = nil
        #expect(store.object(forKey: "note") == nil)
        let optionalTheme = AppStorage<Theme?>("theme", store: store)
        #expect(optionalTheme.wrappedValue == .dark)
    }

    @Test("a view's AppStorage reads the store defaultAppStorage gives it")
    func defaultAppStorage() {
        let store = freshStore("environment")
        store.set("from the store", forKey: "name")
        struct Greeting: View {
            @AppStorage("name") var name = "nobody"
            var body: some View { Text(name) }
        }
        expectRender(Greeting().defaultAppStorage(store), width: 20, plain: "from the store\n")
    }

    @Test("SceneStorage starts at its default; a write is seen by later reads")
    func sceneStorage() {
        let tab = SceneStorage(wrappedValue: "inbox", "tab")
        #expect(tab.wrappedValue == "inbox")
        tab.projectedValue.wrappedValue = "sent"
        #expect(tab.wrappedValue == "sent")
        let theme = SceneStorage<Theme?>("theme")
        #expect(theme.wrappedValue == nil)
    }

    @Test("Text date styles: the long date, the short time, and distances from now")
    func dateStyles() {
        let locale = Locale(identifier: "en_US")
        let utc = TimeZone(identifier: "UTC")!
        let now = Date(timeIntervalSince1970: 1_700_000_000)  // 2023-11-14 22:13:20 UTC
        func text(_ offset: TimeInterval, _ style: Text.DateStyle) -> String {
            Text.format(now.addingTimeInterval(offset), style: style, now: now, locale: locale, timeZone: utc)
        }
        #expect(text(0, .date) == "November 14, 2023")
        #expect(text(0, .time).replacingOccurrences(of: "\u{202F}", with: " ") == "10:13 PM")
        #expect(text(2 * 3600 + 23 * 60 + 5, .relative) == "2 hours, 23 minutes")
        #expect(text(-(2 * 3600 + 5), .relative) == "2 hours")
        #expect(text(61, .relative) == "1 minute, 1 second")
        #expect(text(0, .relative) == "0 seconds")
        #expect(text(2 * 3600 + 59, .offset) == "+2 hours")
        #expect(text(-(95 * 86_400), .offset) == "-3 months")
        #expect(text(152, .timer) == "2:32")
        #expect(text(-(36 * 3600 + 59 * 60 + 1), .timer) == "36:59:01")
        // A date beyond the calendars' range counts as the nearest date in it.
        #expect(text(.infinity, .timer) == "277577307:33:20")
        #expect(text(.nan, .relative).contains(" years, "))
    }

    @Test("remove(atOffsets:) and move(fromOffsets:toOffset:) edit as a list's rows are edited")
    func offsets() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.remove(atOffsets: IndexSet([1, 3, 9]))
        #expect(letters == ["a", "c", "e"])
        var moved = ["a", "b", "c", "d"]
        moved.move(fromOffsets: IndexSet(integer: 0), toOffset: 3)
        #expect(moved == ["b", "c", "a", "d"])
        moved = ["a", "b", "c", "d"]
        moved.move(fromOffsets: IndexSet([1, 3]), toOffset: 0)
        #expect(moved == ["b", "d", "a", "c"])
        moved = ["a", "b", "c", "d"]
        moved.move(fromOffsets: IndexSet(integer: 3), toOffset: 99)
        #expect(moved == ["a", "b", "c", "d"])
        moved.move(fromOffsets: IndexSet(integer: 7), toOffset: 0)
        #expect(moved == ["a", "b", "c", "d"])
    }

    struct Contact: Identifiable {
        let id: Int
        let name: String
    }

    @Test("List over identifiable data or a range needs no selection type")
    func listWithoutSelection() {
        let contacts = [Contact(id: 1, name: "Ada"), Contact(id: 2, name: "Grace")]
        let view = VStack(alignment: .leading, spacing: 0) {
            List(contacts) { Text($0.name) }
            List(0..<2) { Text("row \($0)") }
            List(contacts, id: \.name) { Text($0.name) }
        }
        expectRender(view, width: 10, plain: """
            Ada
            ──────────
            Grace
            row 0
            ──────────
            row 1
            Ada
            ──────────
            Grace

            """, ansi: """
            Ada
            \(csi)2m──────────\(csi)0m
            Grace
            row 0
            \(csi)2m──────────\(csi)0m
            row 1
            Ada
            \(csi)2m──────────\(csi)0m
            Grace

            """)
    }

    @Test("the deprecated presentation API compiles and presents nothing in a render")
    func legacyPresentation() {
        struct Screen: View {
            @Environment(\.presentationMode) var presentationMode
            var body: some View {
                Text(presentationMode.wrappedValue.isPresented ? "presented" : "root")
                    .navigationBarTitle("Title")
                    .alert(isPresented: .constant(true)) {
                        Alert(title: Text("Delete?"), primaryButton: .destructive(Text("Delete")) {}, secondaryButton: .cancel())
                    }
                    .actionSheet(isPresented: .constant(true)) {
                        ActionSheet(title: Text("Share"), buttons: [.default(Text("Copy")), .cancel()])
                    }
            }
        }
        expectRender(Screen(), width: 10, plain: "root\n")
    }

    @Test("text input settings and imageScale leave what is drawn as it is")
    func inertInputModifiers() {
        let view = VocabularySample()
            .autocorrectionDisabled()
            .disableAutocorrection(true)
            .textInputAutocapitalization(.never)
            .submitLabel(.next)
            .onSubmit(of: .search) {}
            .onSubmit {}
            .imageScale(.large)
        expectSameRender(view, as: VocabularySample())
    }
}
