import SwiftUI

/// A results list that shows an empty state when its content resolves to no subviews at all,
/// whether it was declared empty or a filter removed everything.
struct ResultsList<Content: View>: View {
    var query: String
    @ViewBuilder var content: Content

    var body: some View {
        Group(subviews: content) { results in
            if results.isEmpty {
                if query.isEmpty {
                    ContentUnavailableView(
                        "No Favourites",
                        systemImage: "star",
                        description: Text("Mark a recipe as favourite to find it here."))
                } else {
                    ContentUnavailableView.search(text: query)
                }
            } else {
                List {
                    ForEach(results) { result in
                        result
                    }
                }
                .listStyle(.plain)
            }
        }
    }
}

struct RecipeSearch: View {
    @State private var query = "soup"
    let recipes = ["Pancakes", "Tomato soup", "Risotto"]

    var body: some View {
        ResultsList(query: query) {
            ForEach(recipes.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) { recipe in
                Text(recipe)
            }
        }
        .searchable(text: $query)
    }
}
