import SwiftUI

// Written for this corpus in the idiom of jrasmusson/swiftui,
// "SampleApps/CompanyEmployee/CompanyEmployee/ContentView.swift" (MIT; not copied): a
// @StateObject view model passed in, NavigationStack List of NavigationLink(value:) with
// navigationDestination(for:), toolbar button, sheet, async .task, alert bound through
// $model.showingError, preferredColorScheme in the preview.

struct Firm: Identifiable, Hashable {
    let id: Int
    let name: String
}

@MainActor final class FirmDirectory: ObservableObject {
    @Published var firms: [Firm] = []
    @Published var problem = ""
    @Published var showingError = false

    func load() async {
        firms = [Firm(id: 1, name: "Acme"), Firm(id: 2, name: "Initech")]
    }
}

struct CompanyDirectory: View {
    @StateObject var directory: FirmDirectory
    @State private var adding = false

    var body: some View {
        NavigationStack {
            List(directory.firms) { firm in
                NavigationLink(value: firm) {
                    Text(firm.name)
                }
            }
            .navigationTitle("Companies")
            .navigationDestination(for: Firm.self) { firm in
                Text(firm.name).font(.largeTitle)
            }
            .toolbar {
                Button(action: { self.adding.toggle() }) {
                    Image(systemName: "plus")
                }
            }
            .sheet(isPresented: $adding) {
                Text("Add a company")
            }
            .task {
                await directory.load()
            }
            .alert(directory.problem, isPresented: $directory.showingError) {
                Button("OK", role: .cancel) {}
            }
        }
    }
}

struct CompanyDirectory_Previews: PreviewProvider {
    static var previews: some View {
        CompanyDirectory(directory: FirmDirectory())
            .preferredColorScheme(.dark)
    }
}
