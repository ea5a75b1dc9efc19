import SwiftUI

/// An iOS 14-era list screen: `List` over identifiable data without a selection, rows
/// deleted with `remove(atOffsets:)`, the deprecated `Alert`/`ActionSheet` values,
/// `presentationMode` to dismiss, `navigationBarTitle`, a relative date, an
/// `AnimatableModifier`, and keyboard settings on the rows.
struct Reminder: Identifiable {
    let id = UUID()
    var title: String
    var due: Date
}

struct Pulse: AnimatableModifier {
    var amount: Double

    var animatableData: Double {
        get { amount }
        set { amount = newValue }
    }

    func body(content: Content) -> some View {
        content.opacity(0.5 + amount / 2)
    }
}

struct LegacyReminders: View {
    @Environment(\.presentationMode) private var presentationMode
    @State private var reminders = [
        Reminder(title: "Water the plants", due: Date().addingTimeInterval(3_600)),
        Reminder(title: "Call the bank", due: Date().addingTimeInterval(86_400)),
    ]
    @State private var confirmingClear = false
    @State private var choosingSort = false

    var body: some View {
        VStack {
            List(reminders) { reminder in
                HStack {
                    Image(systemName: "bell")
                        .imageScale(.small)
                    Text(reminder.title)
                    Spacer()
                    Text(reminder.due, style: .relative)
                        .foregroundColor(.secondary)
                }
                .autocorrectionDisabled()
                .submitLabel(.done)
            }
            List(0..<3) { index in
                Text("Suggestion \(index + 1)")
                    .modifier(Pulse(amount: Double(index) / 3))
            }
            HStack {
                Button("Delete first") {
                    reminders.remove(atOffsets: IndexSet(integer: 0))
                }
                Button("Reverse") {
                    reminders.move(fromOffsets: IndexSet(integer: 0), toOffset: reminders.count)
                }
                Button("Clear") { confirmingClear = true }
                Button("Sort") { choosingSort = true }
                Button("Done") { presentationMode.wrappedValue.dismiss() }
            }
        }
        .navigationBarTitle("Reminders")
        .alert(isPresented: $confirmingClear) {
            Alert(
                title: Text("Clear all reminders?"),
                message: Text("This cannot be undone."),
                primaryButton: .destructive(Text("Clear")) { reminders.removeAll() },
                secondaryButton: .cancel()
            )
        }
        .actionSheet(isPresented: $choosingSort) {
            ActionSheet(title: Text("Sort by"), buttons: [
                .default(Text("Due date")) { reminders.sort { $0.due < $1.due } },
                .default(Text("Title")) { reminders.sort { $0.title < $1.title } },
                .cancel(),
            ])
        }
    }
}
