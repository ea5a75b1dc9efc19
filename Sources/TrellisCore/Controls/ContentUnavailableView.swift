/// What a view shows when it has no content to show: its label in bold, its description and
/// its actions below, each centred across the width offered (and the whole centred in the
/// height, when one is offered).
///
/// SwiftUI draws a label's icon large above its title; a terminal keeps a label on one line.
///
/// ```swift
/// ContentUnavailableView("No Mail", systemImage: "envelope", description: Text("New mail appears here."))
/// ```
///
///           ✉ No Mail
///     New mail appears here.
public nonisolated struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// Creates a view from a label, a description and actions.
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(alignment: .center, spacing: 0) {
            VStack(alignment: .center, spacing: 0) { label }.bold()
            VStack(alignment: .center, spacing: 0) { description }.foregroundStyle(.secondary)
            VStack(alignment: .center, spacing: 0) { actions }
        }
        .multilineTextAlignment(.center)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == TrellisCore.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// Creates a view from a title, a system symbol and an optional description.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { TrellisCore.Label(titleKey, systemImage: name) }, description: { description })
    }

    /// Creates a view from a title, a system symbol and an optional description.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { TrellisCore.Label(title, systemImage: name) }, description: { description })
    }

    /// Creates a view from a title, an image resource and an optional description.
    public init(_ titleKey: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { TrellisCore.Label { Text(titleKey) } icon: { Image(name) } }, description: { description })
    }
}

extension ContentUnavailableView
where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
      Actions == SearchUnavailableContent.Actions {
    /// The view for a search without results.
    ///
    ///     ⌕ No Results
    ///     Check the spelling or try a new search.
    public static var search: Self { search(text: nil) }

    /// The view for a search for `text` without results (the text quoted in the title).
    public static func search(text: String) -> Self { search(text: Optional(text)) }

    private static func search(text: String?) -> Self {
        Self(label: { SearchUnavailableContent.Label(text: text) }, description: { SearchUnavailableContent.Description() },
             actions: { SearchUnavailableContent.Actions() })
    }
}

/// The content of ``ContentUnavailableView/search``.
public struct SearchUnavailableContent {
    /// "No Results", or "No Results for “text”", with a magnifying glass.
    public nonisolated struct Label: View {
        let text: String?

        public var body: some View {
            TrellisCore.Label(text.map { "No Results for “\($0)”" } ?? "No Results", systemImage: "magnifyingglass")
        }
    }

    /// A suggestion to change the search.
    public nonisolated struct Description: View {
        public var body: some View { Text("Check the spelling or try a new search.") }
    }

    /// No actions.
    public nonisolated struct Actions: View {
        public var body: some View { EmptyView() }
    }
}
