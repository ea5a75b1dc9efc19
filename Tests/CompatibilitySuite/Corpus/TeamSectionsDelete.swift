import SwiftUI

// Written for this corpus in the idiom of peterlamar/swiftui-examples,
// "sublistDelete/sublistDelete/ContentView.swift" (no licence given; not copied): a
// NavigationView List of Sections, each ForEach with onDelete removing from its own sub-list,
// navigationBarTitle.

struct TeamSectionsDelete: View {
    @State private var teams: [String: [String]] = ["Design": ["Ana", "Bo"], "Build": ["Cy", "Di", "Ed"]]

    var body: some View {
        NavigationView {
            List {
                ForEach(teams.keys.sorted(), id: \.self) { team in
                    Section(header: Text(team)) {
                        ForEach(teams[team] ?? [], id: \.self) { member in
                            Text(member)
                        }
                        .onDelete { offsets in
                            teams[team]?.remove(atOffsets: offsets)
                        }
                    }
                }
            }
            .navigationBarTitle("Teams")
        }
    }
}

struct TeamSectionsDelete_Previews: PreviewProvider {
    static var previews: some View {
        TeamSectionsDelete()
    }
}
