import SwiftUI

// Written for this corpus in the idiom of DJDrama/SwiftUI-Cookbook,
// "SwiftUI-Cookbook/Others/SearchableView.swift" (no licence given; not copied): a
// NavigationView List filtered by hasPrefix on a searchable text, onSubmit(of: .search).

struct GuestSearchList: View {
    @State private var query = ""
    @State private var submitted = ""
    let guests = ["Amara", "Ben", "Bruno", "Chloe", "Dario"]

    var body: some View {
        NavigationView {
            List {
                ForEach(guests.filter { query.isEmpty || $0.hasPrefix(query) }, id: \.self) { guest in
                    Text(guest)
                }
            }
            .searchable(text: $query, prompt: "Guest name")
            .onSubmit(of: .search) { submitted = query }
            .navigationTitle("Guests")
        }
    }
}

#Preview {
    GuestSearchList()
}
