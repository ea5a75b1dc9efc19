import SwiftUI

// Written for this corpus in the idiom of CypherPoet/100-days-of-swiftui-and-combine,
// "day-039/Projects/Moonshot/Moonshot/Scenes/Missions/MissionsListView.swift" (public domain;
// not copied): a NavigationView List of NavigationLink(destination:) rows, a store in the
// environment, navigationBarTitle, navigationBarItems(trailing:), Button(action:label:),
// accentColor in the preview.

struct Flight: Identifiable {
    let id: Int
    let name: String
    let crew: [String]
    let launch: String
}

final class FlightStore: ObservableObject {
    @Published var flights = [Flight(id: 1, name: "Apollo 7", crew: ["Schirra", "Eisele"], launch: "1968-10-11")]
}

struct MissionRoster: View {
    enum Detail { case crew, launch }

    @EnvironmentObject var store: FlightStore
    @State private var detail: Detail = .launch

    var body: some View {
        NavigationView {
            List(store.flights) { flight in
                NavigationLink(destination: Text(flight.name).font(.largeTitle)) {
                    VStack(alignment: .leading) {
                        Text(flight.name).font(.headline)
                        Text(detail == .crew ? flight.crew.joined(separator: ", ") : flight.launch)
                            .font(.subheadline)
                    }
                }
            }
            .navigationBarTitle("Flights")
            .navigationBarItems(trailing: toggleButton)
        }
    }

    private var toggleButton: some View {
        Button(action: {
            self.detail = self.detail == .launch ? .crew : .launch
        }, label: {
            Text(detail == .launch ? "Show Crew" : "Show Launch Dates")
        })
    }
}

struct MissionRoster_Previews: PreviewProvider {
    static var previews: some View {
        MissionRoster()
            .environmentObject(FlightStore())
            .accentColor(.purple)
    }
}
