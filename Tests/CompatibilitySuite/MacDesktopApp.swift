import SwiftUI

// A macOS notes app: its scene with a settings window, a menu bar extra, commands and window
// chrome; split views, macOS-only styles, keyboard commands and environment values.

struct Note: Identifiable, Hashable, Codable {
    var id = UUID()
    var title: String
    var body: String
}

struct NotesDesktopApp: App {
    @State private var notes = [Note(title: "Groceries", body: "Milk"), Note(title: "Ideas", body: "")]
    @AppStorage("showExtra") private var showExtra = true

    var body: some Scene {
        WindowGroup("Notes", id: "main") {
            NotesWindow(notes: $notes)
        }
        .windowStyle(.hiddenTitleBar)
        .windowToolbarStyle(.unified(showsTitle: false))
        .windowResizability(.contentMinSize)
        .defaultSize(width: 900, height: 600)
        .defaultPosition(.center)
        .commands {
            CommandMenu("Note") {
                Button("New Note") { notes.append(Note(title: "Untitled", body: "")) }
                    .keyboardShortcut("n", modifiers: [.command, .shift])
                Divider()
                Button("Delete All") { notes.removeAll() }
            }
            CommandGroup(replacing: .help) {
                Button("Notes Help") {}
            }
            SidebarCommands()
        }

        Window("Activity", id: "activity") {
            Text("Recent activity")
        }

        Settings {
            NotesSettings()
        }

        MenuBarExtra("Notes", systemImage: "note.text", isInserted: $showExtra) {
            Button("Open Notes") {}
        }
        .menuBarExtraStyle(.window)
    }
}

struct NotesWindow: View {
    @Binding var notes: [Note]
    @State private var selection: Note.ID?
    @Environment(\.controlActiveState) private var activeState
    @Environment(\.openWindow) private var openWindow
    @Environment(\.openSettings) private var openSettings

    var body: some View {
        HSplitView {
            List(notes, selection: $selection) { note in
                Text(note.title)
            }
            .listStyle(.bordered(alternatesRowBackgrounds: true))
            .frame(minWidth: 180)

            VSplitView {
                Text(selectedNote?.body ?? "No selection")
                    .foregroundStyle(activeState == .key ? .primary : .secondary)
                HStack {
                    Button("Activity") { openWindow(id: "activity") }
                        .buttonStyle(.link)
                    SettingsLink {
                        Label("Preferences", systemImage: "gear")
                    }
                    Button("Settings") { openSettings() }
                    HelpLink { openWindow(id: "activity") }
                }
            }
        }
        .navigationTitle("Notes")
        .navigationSubtitle("\(notes.count) notes")
        .onExitCommand { selection = nil }
        .onDeleteCommand { notes.removeAll { $0.id == selection } }
        .onMoveCommand { direction in
            if direction == .down { selection = notes.last?.id }
        }
        .onCopyCommand { [NSItemProvider(object: (selectedNote?.title ?? "") as NSString)] }
        .onPasteCommand(of: [.plainText]) { providers in
            _ = providers.count
        }
        .onHover { inside in _ = inside }
        .pointerStyle(.link)
        .alternatingRowBackgrounds()
        .presentedWindowStyle(.titleBar)
    }

    private var selectedNote: Note? {
        notes.first { $0.id == selection }
    }
}

struct NotesSettings: View {
    @AppStorage("spellCheck") private var spellCheck = true
    @AppStorage("sort") private var sort = 0
    @State private var reminder = Date()
    @State private var name = ""
    @State private var confirming = false
    @Environment(\.dismissWindow) private var dismissWindow

    var body: some View {
        Form {
            Toggle("Check spelling", isOn: $spellCheck)
                .toggleStyle(.checkbox)
            Picker("Sort by", selection: $sort) {
                Text("Title").tag(0)
                Text("Date").tag(1)
            }
            .pickerStyle(.radioGroup)
            DatePicker("Remind at", selection: $reminder)
                .datePickerStyle(.stepperField)
            DatePicker("Due", selection: $reminder, displayedComponents: .date)
                .datePickerStyle(.field)
            TextField("Name", text: $name)
                .textFieldStyle(.squareBorder)
            MenuButton("Actions") {
                Button("Reset") { confirming = true }
            }
            Button("Close") { dismissWindow() }
        }
        .confirmationDialog("Reset settings?", isPresented: $confirming) {
            Button("Reset", role: .destructive) {}
        }
        .dialogSeverity(.critical)
        .frame(width: 400)
    }
}
