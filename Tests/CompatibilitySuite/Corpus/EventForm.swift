import SwiftUI

// Own code: an "add event" sheet as sample apps write it (no single model file): a Form with
// a TextField, DatePickers with displayed components and ranges, a segmented Picker over a
// CaseIterable enum, a ColorPicker, a TextEditor, and Cancel/Save toolbar items that
// dismiss through @Environment(\.dismiss).

enum Recurrence: String, CaseIterable, Identifiable {
    case never = "Never", daily = "Daily", weekly = "Weekly", monthly = "Monthly"
    var id: Self { self }
}

struct EventDraft {
    var title = ""
    var start = Date()
    var end = Date().addingTimeInterval(3600)
    var isAllDay = false
    var recurrence: Recurrence = .never
    var color: Color = .blue
    var notes = ""
}

struct EventFormView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var draft = EventDraft()
    var onSave: (EventDraft) -> Void

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Title", text: $draft.title)
                    Toggle("All-day", isOn: $draft.isAllDay.animation())
                }

                Section("Time") {
                    if draft.isAllDay {
                        DatePicker("Date", selection: $draft.start, displayedComponents: .date)
                    } else {
                        DatePicker("Starts", selection: $draft.start, in: Date()...)
                        DatePicker("Ends", selection: $draft.end, in: draft.start..., displayedComponents: [.date, .hourAndMinute])
                    }
                    Picker("Repeat", selection: $draft.recurrence) {
                        ForEach(Recurrence.allCases) { option in
                            Text(option.rawValue).tag(option)
                        }
                    }
                    .pickerStyle(.segmented)
                }

                Section("Appearance") {
                    ColorPicker("Calendar color", selection: $draft.color, supportsOpacity: false)
                }

                Section("Notes") {
                    TextEditor(text: $draft.notes)
                        .frame(minHeight: 120)
                }
            }
            .navigationTitle("New Event")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        onSave(draft)
                        dismiss()
                    }
                    .disabled(draft.title.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
        }
    }
}

struct CalendarHome: View {
    @State private var showingForm = false
    @State private var events: [String] = []

    var body: some View {
        List(events, id: \.self) { Text($0) }
            .sheet(isPresented: $showingForm) {
                EventFormView { draft in events.append(draft.title) }
                    .presentationDetents([.medium, .large])
            }
            .toolbar {
                Button {
                    showingForm = true
                } label: {
                    Image(systemName: "plus")
                }
            }
    }
}
