import SwiftUI

// Written for this suite in the idiom of fatbobman/BlogCodes,
// "Transaction/Transaction/NavigationStackDemo.swift" (MIT; not copied): NavigationStack(path:)
// bound through @Bindable to an @Observable path store, pushes and pops wrapped in
// withTransaction with disablesAnimations, and \.dismiss in the pushed view.

@Observable
final class RouteStore {
    var route: [Int] = []
}

struct QuietNavigation: View {
    @State private var store = RouteStore()

    var body: some View {
        @Bindable var store = store
        NavigationStack(path: $store.route) {
            List {
                Button("Push without animation") {
                    var transaction = Transaction(animation: nil)
                    transaction.disablesAnimations = true
                    withTransaction(transaction) {
                        store.route.append(1)
                    }
                }
                Button("Push with animation") {
                    store.route.append(1)
                }
            }
            .navigationDestination(for: Int.self) { depth in
                StepView(store: store, depth: depth)
            }
        }
    }
}

struct StepView: View {
    let store: RouteStore
    let depth: Int
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        List {
            Text("Depth \(depth)")
            Button("Deeper") { store.route.append(depth + 1) }
            Button("Back to root without animation") {
                var transaction = Transaction()
                transaction.disablesAnimations = true
                withTransaction(transaction) {
                    store.route.removeAll()
                }
            }
            Button("Back") { dismiss() }
        }
    }
}
