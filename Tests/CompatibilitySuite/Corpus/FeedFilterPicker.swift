import SwiftUI

// Written for this corpus in the idiom of ra1028/swiftui-atom-properties,
// "Examples/Packages/iOS/Sources/ExampleMovieDB/Views/FiltePicker.swift" (MIT; not copied): a
// segmented Picker over CaseIterable cases with titles from a private extension; the state
// the library's property wrapper holds is a @Binding here.

enum FeedFilter: CaseIterable {
    case latest, popular, saved
}

struct FeedFilterPicker: View {
    @Binding var filter: FeedFilter

    var body: some View {
        Picker("Filter", selection: $filter) {
            ForEach(FeedFilter.allCases, id: \.self) { filter in
                Text(filter.title)
            }
        }
        .pickerStyle(.segmented)
        .padding(.vertical)
    }
}

private extension FeedFilter {
    var title: String {
        switch self {
        case .latest: return "Latest"
        case .popular: return "Popular"
        case .saved: return "Saved"
        }
    }
}
