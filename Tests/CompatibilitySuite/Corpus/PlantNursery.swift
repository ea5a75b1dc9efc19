import SwiftUI

// Written for this corpus in the idiom of Patrickbfuller/swiftui-examples,
// "testingggg/testingggg/StateObjectObservableTest.swift" (no licence given; not copied): an
// ObservableObject of Identifiable items loaded with asyncAfter, @StateObject in a
// NavigationView List with onDelete, a ProgressView while loading, navigationBarItems with a
// NavigationLink to a screen reading @ObservedObject and @Environment(\.dismiss).

struct Plant: Identifiable {
    let id = UUID()
    let name: String
    let count: Int
}

final class NurseryModel: ObservableObject {
    @Published var plants: [Plant] = []
    @Published var loading = false

    func load() {
        loading = true
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            self.plants = [Plant(name: "Fern", count: 4), Plant(name: "Ivy", count: 9)]
            self.loading = false
        }
    }

    func remove(at offsets: IndexSet) {
        plants.remove(atOffsets: offsets)
    }
}

struct PlantNursery: View {
    @StateObject var model = NurseryModel()

    var body: some View {
        NavigationView {
            List {
                if model.loading {
                    ProgressView()
                } else {
                    ForEach(model.plants) { plant in
                        HStack {
                            Text("\(plant.count)").foregroundColor(.green)
                            Text(plant.name).font(.headline).bold()
                        }
                    }
                    .onDelete(perform: model.remove)
                }
            }
            .listStyle(GroupedListStyle())
            .navigationTitle("Nursery")
            .navigationBarItems(trailing: NavigationLink("Stock", destination: PlantStock(model: model)))
            .onAppear { model.load() }
        }
    }
}

struct PlantStock: View {
    @ObservedObject var model: NurseryModel
    @Environment(\.dismiss) var dismiss

    var body: some View {
        ZStack {
            Color.green.ignoresSafeArea()
            VStack {
                ForEach(model.plants) { plant in
                    Text(plant.name).foregroundColor(.white)
                }
                Button("Back") { dismiss() }
            }
        }
    }
}

struct PlantNursery_Previews: PreviewProvider {
    static var previews: some View {
        PlantNursery()
    }
}
