import SwiftUI

enum AppTab: Hashable {
    case home, search, profile
}

/// An app's root: the iOS 18 `Tab` spelling with values and a bound selection, and the
/// earlier `tabItem` and `tag` spelling.
struct TabbedApp: View {
    @State private var selection = AppTab.home

    var body: some View {
        TabView(selection: $selection) {
            Tab("Home", systemImage: "house", value: AppTab.home) {
                NavigationStack {
                    Text("Welcome back").navigationTitle("Home")
                }
            }
            Tab("Search", systemImage: "magnifyingglass", value: AppTab.search) {
                Text("Search")
            }
            Tab(value: AppTab.profile) {
                Text("Profile")
            } label: {
                Label("Me", systemImage: "person.crop.circle")
            }
        }
    }
}

struct LegacyTabs: View {
    @State private var selected = 0

    var body: some View {
        TabView(selection: $selected) {
            Text("Feed")
                .tabItem { Label("Feed", systemImage: "list.bullet") }
                .tag(0)
            Text("Settings")
                .tabItem {
                    Image(systemName: "gear")
                    Text("Settings")
                }
                .tag(1)
        }
        .tabViewStyle(.page(indexDisplayMode: .never))
    }
}
