import SwiftUI

// Written for this suite in the idiom of wigging/swift-macos,
// "xcode-projects/TableSort/TableSort/ContentView.swift" (MIT; not copied): a macOS Table with
// value columns and a sortOrder of KeyPathComparators, resorted in onChange(of:).

struct Planet: Identifiable {
    let id = UUID()
    let name: String
    let moons: Int
    let radiusKm: Double
}

struct PlanetTable: View {
    @State private var planets = [
        Planet(name: "Mercury", moons: 0, radiusKm: 2_440),
        Planet(name: "Earth", moons: 1, radiusKm: 6_371),
        Planet(name: "Mars", moons: 2, radiusKm: 3_390),
        Planet(name: "Jupiter", moons: 95, radiusKm: 69_911),
    ]
    @State private var sortOrder = [KeyPathComparator(\Planet.name)]

    var body: some View {
        VStack {
            Table(planets, sortOrder: $sortOrder) {
                TableColumn("Planet", value: \.name)
                TableColumn("Moons", value: \.moons) { planet in
                    Text("\(planet.moons)")
                }
                TableColumn("Radius (km)", value: \.radiusKm) { planet in
                    Text(planet.radiusKm, format: .number)
                }
            }
            .onChange(of: sortOrder) { _, newOrder in
                planets.sort(using: newOrder)
            }
            Text("Click a column header to sort.")
                .padding()
        }
        .frame(width: 420, height: 280)
    }
}
