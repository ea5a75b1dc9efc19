import SwiftUI

struct Pet: Identifiable, Equatable {
    let type: String
    var votes: Int = 0
    var id: String { type }
}

/// A grid with a row per pet: its name, a bar of its share of the votes and the count.
struct Leaderboard: View {
    var pets: [Pet]
    var totalVotes: Int

    var body: some View {
        Grid(alignment: .leading) {
            ForEach(pets) { pet in
                GridRow {
                    Text(pet.type)
                    ProgressView(value: Double(pet.votes), total: Double(max(1, totalVotes)))
                    Text("\(pet.votes)")
                        .gridColumnAlignment(.trailing)
                }
                Divider()
            }
        }
        .padding()
    }
}

struct VotingResults: View {
    let pets = [Pet(type: "Cat", votes: 25), Pet(type: "Goldfish", votes: 9), Pet(type: "Dog", votes: 16)]

    var body: some View {
        Leaderboard(pets: pets, totalVotes: pets.reduce(0) { $0 + $1.votes })
    }
}
