import SwiftUI

/// Custom control styles built from their configurations: a checklist toggle style, a card
/// group box style, and a grid whose total spans two columns, measured with `onGeometryChange`.
struct ChecklistToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
                configuration.label
            }
        }
        .buttonStyle(.plain)
    }
}

struct CardGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            configuration.label.font(.headline)
            configuration.content
        }
        .padding()
        .background(.fill, in: RoundedRectangle(cornerRadius: 8))
    }
}

struct CustomControlStyles: View {
    @State private var done = false
    @State private var width: CGFloat = 0

    var body: some View {
        VStack {
            Toggle("Buy milk", isOn: $done).toggleStyle(ChecklistToggleStyle())
            GroupBox("Totals") {
                Grid {
                    GridRow {
                        Text("Apples")
                        Text("3")
                        Text("$1")
                    }
                    GridRow {
                        Text("Total").gridCellColumns(2)
                        Text("$1")
                    }
                }
            }
            .groupBoxStyle(CardGroupBoxStyle())
            .onGeometryChange(for: CGFloat.self) { proxy in
                proxy.size.width
            } action: { newValue in
                width = newValue
            }
        }
    }
}
