import Testing
@testable import TrellisScript

/// Documents calling the controls the catalog offers: `ProgressView`, `Gauge`,
/// `LabeledContent` and `ContentUnavailableView`.
@MainActor @Suite("Controls in documents") struct ControlDocumentTests {
    @Test("ProgressView, Gauge and LabeledContent render as they do in Swift")
    func controls() throws {
        let text = try ScriptTesting.render("""
            VStack(alignment: .leading) {
                ProgressView("Copying", value: 3, total: 4)
                ProgressView(value: 0.5)
                ProgressView("Waiting")
                Gauge(value: 0.25) { Text("Load") }
                LabeledContent("Version", value: "6.3")
                LabeledContent("Owner") { Text("sam") }
            }
            """, width: 16)
        #expect(text == """
            Copying
            ████████████░░░░
            ████████░░░░░░░░
            … Waiting
            Load
            ████░░░░░░░░░░░░
            Version      6.3
            Owner        sam
            """)
    }

    @Test("ContentUnavailableView with and without a description")
    func contentUnavailable() throws {
        let text = try ScriptTesting.render("""
            VStack {
                ContentUnavailableView("No Songs", systemImage: "music.note", description: Text("Add one."))
                ContentUnavailableView("Empty", systemImage: "tray")
            }
            """, width: 16)
        #expect(text == """
               ♪ No Songs
                Add one.
                ▭ Empty
            """)
    }
}
