import SwiftUI

// Written for this corpus in the idiom of DJDrama/SwiftUI-Cookbook,
// "SwiftUI-Cookbook/List/CollapsibleHeadersListView.swift" (no licence given; not copied): a
// plain List of Identifiable regions whose header row toggles its trails with onTapGesture.

struct TrailRegion: Identifiable {
    let id = UUID()
    let name: String
    let trails: [String]
}

struct TrailRegionList: View {
    @State private var regions = [
        TrailRegion(name: "Alps", trails: ["Tour du Mont Blanc", "Haute Route"]),
        TrailRegion(name: "Pyrenees", trails: ["GR10", "HRP", "GR11"]),
    ]
    @State private var openRegion: UUID?

    var body: some View {
        List(regions) { region in
            VStack(alignment: .leading) {
                HStack {
                    Text(region.name).fontWeight(.semibold)
                    Spacer()
                    Image(systemName: openRegion == region.id ? "chevron.down" : "chevron.right")
                }
                .onTapGesture {
                    openRegion = openRegion == region.id ? nil : region.id
                }
                if openRegion == region.id {
                    ForEach(region.trails, id: \.self) { trail in
                        Text(trail)
                    }
                    .padding(.horizontal)
                }
            }
        }
        .listStyle(.plain)
    }
}

#Preview {
    TrailRegionList()
}
