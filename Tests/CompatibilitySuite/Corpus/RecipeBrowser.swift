import SwiftUI
import Observation

// Own code: a searchable list backed by an @Observable store, as sample apps write it since
// iOS 17 (no single model file): NavigationStack(path:) with navigationDestination(for:),
// NavigationLink(value:), .searchable with suggestions and scopes, .task loading, a
// ProgressView while loading and ContentUnavailableView.search for no results.

struct Recipe: Identifiable, Hashable, Codable {
    var id: Int
    var name: String
    var cuisine: String
    var minutes: Int
    var isFavorite = false
}

@Observable
final class RecipeStore {
    var recipes: [Recipe] = []
    var isLoading = false
    var errorMessage: String?

    func load() async {
        isLoading = true
        defer { isLoading = false }
        try? await Task.sleep(for: .milliseconds(200))
        recipes = [
            Recipe(id: 1, name: "Shakshuka", cuisine: "Tunisian", minutes: 30),
            Recipe(id: 2, name: "Pad Thai", cuisine: "Thai", minutes: 25),
        ]
    }

    func toggleFavorite(_ recipe: Recipe) {
        guard let index = recipes.firstIndex(where: { $0.id == recipe.id }) else { return }
        recipes[index].isFavorite.toggle()
    }
}

struct RecipeBrowser: View {
    @State private var store = RecipeStore()
    @State private var path = NavigationPath()
    @State private var query = ""

    private var results: [Recipe] {
        guard !query.isEmpty else { return store.recipes }
        return store.recipes.filter { $0.name.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack(path: $path) {
            Group {
                if store.isLoading && store.recipes.isEmpty {
                    ProgressView("Loading recipes…")
                } else if results.isEmpty {
                    ContentUnavailableView.search(text: query)
                } else {
                    List(results) { recipe in
                        NavigationLink(value: recipe) {
                            HStack {
                                VStack(alignment: .leading) {
                                    Text(recipe.name).font(.headline)
                                    Text("\(recipe.cuisine) · \(recipe.minutes) min")
                                        .font(.subheadline)
                                        .foregroundStyle(.secondary)
                                }
                                Spacer()
                                if recipe.isFavorite {
                                    Image(systemName: "heart.fill").foregroundStyle(.pink)
                                }
                            }
                        }
                    }
                }
            }
            .navigationTitle("Recipes")
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeDetail(recipe: recipe, store: store)
            }
            .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: "Search recipes")
            .searchSuggestions {
                ForEach(store.recipes.prefix(3)) { recipe in
                    Text(recipe.name).searchCompletion(recipe.name)
                }
            }
            .task {
                await store.load()
            }
        }
    }
}

struct RecipeDetail: View {
    let recipe: Recipe
    @Bindable var store: RecipeStore

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text(recipe.name)
                    .font(.largeTitle.bold())
                Label("\(recipe.minutes) minutes", systemImage: "clock")
                Divider()
                Text("Cuisine: \(recipe.cuisine)")
            }
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .navigationTitle(recipe.name)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            Button {
                store.toggleFavorite(recipe)
            } label: {
                Image(systemName: recipe.isFavorite ? "heart.fill" : "heart")
            }
        }
    }
}
