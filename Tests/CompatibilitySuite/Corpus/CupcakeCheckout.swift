import SwiftUI

// Written for this corpus in the idiom of nicklockwood/SwiftFormat,
// "Snapshots/SwiftUI/CupcakeCorner/CheckoutView.swift" (MIT; not copied): a GeometryReader
// around a ScrollView with a width-fitted image, Text interpolation with specifier:,
// navigationBarTitle(_:displayMode:), alert(isPresented:) returning an Alert, and a JSON POST
// through URLSession.shared.dataTask (FoundationNetworking on Linux).

final class CupcakeOrder: ObservableObject, Codable {
    var quantity = 3
    var cost: Double { Double(quantity) * 2.5 }

    enum CodingKeys: CodingKey { case quantity }
    init() {}
}

struct CupcakeCheckout: View {
    @ObservedObject var order = CupcakeOrder()
    @State private var message = ""
    @State private var showing = false

    var body: some View {
        GeometryReader { geo in
            ScrollView {
                VStack {
                    Image("cupcakes")
                        .resizable()
                        .scaledToFit()
                        .frame(width: geo.size.width)
                    Text("Your total is $\(self.order.cost, specifier: "%.2f")")
                        .font(.title)
                    Button("Place order", action: self.place)
                        .padding()
                }
            }
        }
        .navigationBarTitle("Check out", displayMode: .inline)
        .alert(isPresented: $showing) {
            Alert(title: Text("Thank you!"), message: Text(message), dismissButton: .default(Text("OK")))
        }
    }

    func place() {
        guard let body = try? JSONEncoder().encode(order) else { return }
        var request = URLRequest(url: URL(string: "https://example.com/orders")!)
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpMethod = "POST"
        request.httpBody = body
        URLSession.shared.dataTask(with: request) { data, _, _ in
            self.message = data == nil ? "No response" : "Order placed"
            self.showing = true
        }.resume()
    }
}
