import SwiftUI

// Own code: a shopping cart as sample apps write it (no single model file): an @Observable
// cart passed through .environment(_:) and read with @Environment(Type.self), @Bindable for
// bindings, Stepper per row, a currency total, a custom ButtonStyle, GeometryReader for a
// proportional bar, and a sheet presented with .sheet(item:).

@Observable
final class Cart {
    struct Line: Identifiable {
        let id = UUID()
        var name: String
        var price: Decimal
        var quantity: Int
    }

    var lines: [Line] = [
        Line(name: "Coffee beans", price: 14.5, quantity: 1),
        Line(name: "Filter papers", price: 4, quantity: 2),
    ]

    var total: Decimal {
        lines.reduce(0) { $0 + $1.price * Decimal($1.quantity) }
    }
}

struct PillButtonStyle: ButtonStyle {
    var color: Color = .accentColor

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .padding(.vertical, 12)
            .frame(maxWidth: .infinity)
            .background(color.opacity(configuration.isPressed ? 0.7 : 1))
            .foregroundStyle(.white)
            .clipShape(Capsule())
            .scaleEffect(configuration.isPressed ? 0.98 : 1)
    }
}

struct CartScreen: View {
    @Environment(Cart.self) private var cart
    @State private var receipt: Receipt?

    struct Receipt: Identifiable {
        let id = UUID()
        let amount: Decimal
    }

    var body: some View {
        @Bindable var cart = cart
        VStack(spacing: 0) {
            List {
                ForEach($cart.lines) { $line in
                    HStack {
                        VStack(alignment: .leading) {
                            Text(line.name)
                            Text(line.price, format: .currency(code: "EUR"))
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                        Spacer()
                        Stepper("\(line.quantity)", value: $line.quantity, in: 0...20)
                            .fixedSize()
                    }
                }
            }
            GeometryReader { proxy in
                Capsule()
                    .fill(Color.green)
                    .frame(width: proxy.size.width * min(1, CGFloat(cart.lines.count) / 5))
            }
            .frame(height: 6)
            .padding(.horizontal)
            Button("Pay \(cart.total.formatted(.currency(code: "EUR")))") {
                receipt = Receipt(amount: cart.total)
            }
            .buttonStyle(PillButtonStyle(color: .green))
            .padding()
        }
        .sheet(item: $receipt) { receipt in
            Text("Paid \(receipt.amount.formatted(.currency(code: "EUR")))")
                .presentationDetents([.fraction(0.3)])
                .presentationDragIndicator(.visible)
        }
    }
}

struct CartRoot: View {
    @State private var cart = Cart()

    var body: some View {
        NavigationStack {
            CartScreen()
                .navigationTitle("Cart")
        }
        .environment(cart)
    }
}
