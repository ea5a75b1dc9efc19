import Testing
import Trellis

/// The environment values SwiftUI code reads have their documented text defaults, can be set
/// like any other, and observable objects flow down by type.
@MainActor @Suite("Vocabulary: environment") struct EnvironmentVocabularyTests {
    @Test("the size class is compact below 80 columns and regular from there")
    func sizeClass() {
        let view = SizeClassProbe()
        expectRender(view, width: 79, plain: "compact regular\n")
        expectRender(view, width: 80, plain: "regular regular\n")
        expectRender(view, width: 10, plain: """
            compact
            regular
            
            """)
        expectRender(view.environment(\.horizontalSizeClass, .regular), width: 20, plain: "regular regular\n")
        expectRender(view.environment(\.horizontalSizeClass, nil), width: 100, plain: "none regular\n")
        var renderer = ViewRenderer(width: 100)
        renderer.environment.horizontalSizeClass = .compact
        #expect(renderer.render(view).plain == "compact regular\n")
    }

    @Test("defaults: dark, large type, left to right, enabled, active, scale 1")
    func defaults() {
        let values = EnvironmentValues()
        #expect(values.colorScheme == .dark)
        #expect(values.dynamicTypeSize == .large)
        #expect(!values.dynamicTypeSize.isAccessibilitySize)
        #expect(DynamicTypeSize.accessibility2.isAccessibilitySize)
        #expect(values.layoutDirection == .leftToRight)
        #expect(values.isEnabled)
        #expect(values.scenePhase == .active)
        #expect(values.displayScale == 1)
        #expect(values.pixelLength == 1)
        #expect(values.controlSize == .regular)
        #expect(values.redactionReasons.isEmpty)
        #expect(values.headerProminence == .standard)
        #expect(!values.isSearching)
        #expect(!values.isPresented)
        #expect(values.editMode == nil)
        #expect(values.verticalSizeClass == .regular)
        #expect(values.locale == .current)
        #expect(values.timeZone == .current)
        #expect(values.calendar == .current)
        var scaled = values
        scaled.displayScale = 2
        #expect(scaled.pixelLength == 0.5)
        scaled.displayScale = 0
        #expect(scaled.pixelLength == 1)
        scaled.displayScale = .nan
        #expect(scaled.pixelLength == 1)
    }

    @Test("@Entry infers an entry's type from its default's initializer call")
    func entryOfAConstructedType() {
        struct Reader: View {
            @Environment(\.spacingTheme) private var theme
            var body: some View { Text("small \(Int(theme.small)), large \(Int(theme.large))") }
        }
        expectRender(Reader(), width: 30, plain: "small 8, large 16\n")
        expectRender(Reader().environment(\.spacingTheme, SpacingTheme(small: 4, large: 12)), width: 8, plain: """
            small 4,
            large 12
            
            """)
    }

    @Test("views read what an ancestor sets, in SwiftUI's spelling")
    func setValues() {
        let view = TraitsProbe()
            .environment(\.colorScheme, .light)
            .environment(\.dynamicTypeSize, .xxxLarge)
            .environment(\.layoutDirection, .rightToLeft)
            .environment(\.locale, Locale(identifier: "fr_FR"))
            .controlSize(.large)
        expectRender(view, width: 60, plain: "light xxxLarge rightToLeft fr_FR large\n")
        expectRender(TraitsProbe(), width: 60, plain: "dark large leftToRight \(Locale.current.identifier) regular\n")
    }

    @Test("dismiss and openURL can be called; openURL calls the handler an ancestor sets")
    func actions() {
        let opened = Captured<URL>()
        let view = ActionProbe().environment(\.openURL, OpenURLAction { url in
            opened.record(url)
            return .handled
        })
        expectRender(view, width: 20, plain: "actions\n")
        #expect(opened.all == [URL(string: "https://example.com")!])
        expectRender(ActionProbe(), width: 20, plain: "actions\n")
    }

    @Test("@Observable objects flow down by type to @Environment(Type.self)")
    func observableObjects() {
        let library = Library()
        library.books = ["Dune", "Emma"]
        expectRender(Shelf().environment(library), width: 10, plain: """
            Dune
            Emma
            
            """)
        expectRender(OptionalShelf(), width: 10, plain: "no library\n")
        expectRender(OptionalShelf().environment(library), width: 10, plain: "2 books\n")
        // The innermost setting wins: `nil` below the object hides it.
        expectRender(OptionalShelf().environment(Library?.none).environment(library), width: 10, plain: "no library\n")
        expectRender(OptionalShelf().environment(library).environment(Library?.none), width: 10, plain: "2 books\n")
    }
}

private struct SizeClassProbe: View {
    @Environment(\.horizontalSizeClass) private var horizontal
    @Environment(\.verticalSizeClass) private var vertical

    var body: some View {
        Text("\(name(horizontal)) \(name(vertical))")
    }

    private func name(_ sizeClass: UserInterfaceSizeClass?) -> String {
        switch sizeClass {
        case .compact: "compact"
        case .regular: "regular"
        case nil: "none"
        }
    }
}

private struct TraitsProbe: View {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.dynamicTypeSize) private var typeSize
    @Environment(\.layoutDirection) private var direction
    @Environment(\.locale) private var locale
    @Environment(\.controlSize) private var controlSize

    var body: some View {
        Text("\(String(describing: colorScheme)) \(String(describing: typeSize)) \(String(describing: direction)) \(locale.identifier) \(String(describing: controlSize))")
    }
}

private struct ActionProbe: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.openURL) private var openURL

    var body: some View {
        dismiss()
        openURL(URL(string: "https://example.com")!)
        return Text("actions")
    }
}

@Observable private final class Library {
    var books: [String] = []
}

private struct Shelf: View {
    @Environment(Library.self) private var library

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(library.books, id: \.self) { Text($0) }
        }
    }
}

private struct OptionalShelf: View {
    @Environment(Library.self) private var library: Library?

    var body: some View {
        Text(library.map { "\($0.books.count) books" } ?? "no library")
    }
}

/// Spacing tokens handed down through the environment, as a design system does.
private struct SpacingTheme: Sendable {
    var small: CGFloat = 8
    var large: CGFloat = 16
}

extension EnvironmentValues {
    @Entry fileprivate var spacingTheme = SpacingTheme()
}
