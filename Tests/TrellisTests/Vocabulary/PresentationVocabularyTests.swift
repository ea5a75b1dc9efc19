import Testing
import Trellis

/// Sheets, alerts, dialogs, popovers, menus, toolbars and navigation chrome compile as SwiftUI
/// code writes them; a render draws the view before anything is presented and no chrome
/// around it, so their content is never built into the output.
@MainActor @Suite("Vocabulary: presentation and navigation") struct PresentationVocabularyTests {
    struct Song: Identifiable { let id: Int; let title: String }

    @State private var isShowingSheet = true
    @State private var selectedSong: Song? = Song(id: 1, title: "Scrolling in the Deep")
    @State private var query = ""

    @Test("presentations are not drawn, even with their binding set")
    func presentations() {
        let view = VocabularySample()
            .sheet(isPresented: $isShowingSheet, onDismiss: {}) { Text("Sheet") }
            .sheet(item: $selectedSong) { song in Text(song.title) }
            .fullScreenCover(isPresented: $isShowingSheet) { Text("Cover") }
            .fullScreenCover(item: $selectedSong, onDismiss: nil) { song in Text(song.title) }
            .popover(isPresented: $isShowingSheet) { Text("Popover") }
            .popover(isPresented: $isShowingSheet, attachmentAnchor: .point(.top), arrowEdge: .bottom) { Text("Popover") }
            .popover(item: $selectedSong, attachmentAnchor: .rect(.rect(CGRect(x: 0, y: 0, width: 4, height: 1)))) { song in Text(song.title) }
            .alert("Delete?", isPresented: $isShowingSheet) { Button("Delete") {} }
            .alert(Text("Delete?"), isPresented: $isShowingSheet) { Button("OK") {} } message: { Text("It cannot be undone.") }
            .alert(String("Title"), isPresented: $isShowingSheet) { Button("OK") {} }
            .alert("Delete song?", isPresented: $isShowingSheet, presenting: selectedSong) { song in
                Button("Delete \(song.title)") {}
            } message: { song in
                Text(song.title)
            }
            .confirmationDialog("Sort by", isPresented: $isShowingSheet, titleVisibility: .visible) {
                Button("Title") {}
                Button("Artist") {}
            }
            .confirmationDialog(Text("Share"), isPresented: $isShowingSheet) { Button("Copy") {} } message: { Text("Pick one") }
            .contextMenu { Button("Copy") {} }
            .contextMenu { Button("Copy") {} } preview: { Text("Preview") }
            .interactiveDismissDisabled()
            .presentationDetents([.medium, .large, .fraction(0.3), .height(200)])
            .presentationDragIndicator(.visible)
        expectSameRender(view, as: VocabularySample())
    }

    @Test("toolbars, titles and search fields are chrome: not drawn")
    func navigationChrome() {
        let showsShare = true
        let view = VocabularySample()
            .navigationTitle("Songs")
            .navigationTitle(Text("Songs"))
            .navigationTitle(String("Songs"))
            .navigationBarTitleDisplayMode(.inline)
            .navigationBarBackButtonHidden()
            .toolbar {
                ToolbarItem(placement: .primaryAction) { Button("Add") {} }
                ToolbarItem(id: "share", placement: .topBarTrailing) { Button("Share") {} }
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("One") {}
                    Button("Two") {}
                }
                if showsShare {
                    ToolbarItem { Text("Optional") }
                }
            }
            .toolbar { Button("Plain view") {} }
            .toolbar(.hidden, for: .navigationBar, .tabBar)
            .toolbarBackground(.visible, for: .navigationBar)
            .searchable(text: $query)
            .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: "Find a song")
            .searchable(text: $query, prompt: Text("Find"))
            .menuOrder(.fixed)
        expectSameRender(view, as: VocabularySample())
    }
}
