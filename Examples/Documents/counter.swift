// A counter with state, run live in the terminal:
//
//     trellis run Examples/Documents/counter.swift
//
// Tab and Shift-Tab move the focus, Return or Space presses a button, Left and Right step the
// stepper, typing fills the note; Ctrl-C ends. `trellis render` shows the first frame.

struct Counter: View {
    @State private var count = 0
    @State private var step = 1
    @State private var note = ""

    var body: some View {
        VStack(alignment: .leading) {
            Text("Count: \(count)").bold()
            HStack {
                Button("Add \(step)") { count += step }
                Button("Reset") {
                    count = 0
                    note = ""
                }
            }
            Stepper("Step: \(step)", value: $step, in: 1...10)
            TextField("Note", text: $note)
            if !note.isEmpty {
                Text("Note: \(note)").italic()
            }
        }
        .padding()
    }
}

Counter()
