import SwiftUI

/// A checklist that puts a box before every resolved row, however the rows were declared.
struct Checklist<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ForEach(subviews: content) { subview in
                ChecklistRow {
                    subview
                }
            }
        }
        .padding()
    }
}

struct ChecklistRow<Content: View>: View {
    @State private var isChecked = false
    @ViewBuilder var content: Content

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 8) {
            Image(systemName: isChecked ? "checkmark.square.fill" : "square")
                .foregroundStyle(isChecked ? .green : .secondary)
            content
        }
        .contentShape(Rectangle())
        .onTapGesture {
            isChecked.toggle()
        }
        .accessibilityAddTraits(.isButton)
    }
}

struct TaxDocuments: View {
    let items = [
        "Amount of real estate taxes paid",
        "Amount of personal property taxes paid",
    ]

    var body: some View {
        Checklist {
            Text("W2")
            Text("1099-B")
            Text("1099-R")
            ForEach(items, id: \.self) { item in
                Text(item)
            }
        }
    }
}
