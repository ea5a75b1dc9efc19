import SwiftUI

// Written for this suite in the idiom of danielsaidi/SwiftUIKit,
// "Sources/SwiftUIKit/Views/FetchedDataView.swift" (MIT; not copied): a view generic over a
// model and three view builders that shows content when data exists, a loading view while
// loading, and an empty view otherwise.

public struct LoadStateView<Model, Loaded: View, Loading: View, Empty: View>: View {
    private let model: Model?
    private let isLoading: Bool
    private let loading: () -> Loading
    private let empty: () -> Empty
    private let loaded: (Model) -> Loaded

    public init(
        model: Model?,
        isLoading: Bool,
        @ViewBuilder loading: @escaping () -> Loading,
        @ViewBuilder empty: @escaping () -> Empty,
        @ViewBuilder loaded: @escaping (Model) -> Loaded
    ) {
        self.model = model
        self.isLoading = isLoading
        self.loading = loading
        self.empty = empty
        self.loaded = loaded
    }

    public var body: some View {
        if let model {
            loaded(model)
        } else if isLoading {
            loading()
        } else {
            empty()
        }
    }
}
