import SwiftUI

// Written for this corpus in the idiom of Lebron1992/WeChat-SwiftUI,
// "WeChat-SwiftUI/Views/Discover/DiscoverList.swift" (MIT; not copied): a plain List of
// Sections with listRowBackground and listSectionSeparator(.hidden), a background from a
// ShapeStyle extension member, environment(\.defaultMinListRowHeight, _).

extension ShapeStyle where Self == Color {
    static var pageBackground: Color { Color(white: 0.95) }
    static var rowBackground: Color { .white }
}

struct DiscoverEntry: Hashable {
    let title: String
    let symbol: String
    let tint: Color
}

struct DiscoverSections: View {
    let sections: [[DiscoverEntry]] = [
        [DiscoverEntry(title: "Moments", symbol: "camera", tint: .orange)],
        [DiscoverEntry(title: "Scan", symbol: "qrcode", tint: .blue), DiscoverEntry(title: "Shake", symbol: "iphone.radiowaves.left.and.right", tint: .blue)],
    ]

    var body: some View {
        List {
            ForEach(sections, id: \.self) { entries in
                Section {
                    ForEach(entries, id: \.self) { entry in
                        NavigationLink(destination: Text(entry.title)) {
                            Label {
                                Text(entry.title)
                            } icon: {
                                Image(systemName: entry.symbol)
                                    .resizable()
                                    .frame(width: 24, height: 24)
                                    .foregroundColor(entry.tint)
                            }
                        }
                        .listRowBackground(Color.rowBackground)
                    }
                }
                .listSectionSeparator(.hidden)
            }
        }
        .listStyle(.plain)
        .background(.pageBackground)
        .environment(\.defaultMinListRowHeight, 10)
    }
}

struct DiscoverSections_Previews: PreviewProvider {
    static var previews: some View {
        DiscoverSections()
    }
}
