import SwiftUI

extension ContainerValues {
    /// The title a page shows in the tab strip.
    @Entry var tabTitle: String = ""
}

extension View {
    func tabTitle(_ title: String) -> some View {
        containerValue(\.tabTitle, title)
    }
}

/// A tab-like container: a strip of titles read from the pages' container values, and the
/// selected page below it.
struct PagedTabs<Content: View>: View {
    @Binding var selection: Int
    @ViewBuilder var content: Content

    var body: some View {
        Group(subviews: content) { pages in
            VStack(spacing: 0) {
                HStack(spacing: 16) {
                    ForEach(pages.indices, id: \.self) { index in
                        let title = pages[index].containerValues.tabTitle
                        Text(title.isEmpty ? "Page \(index + 1)" : title)
                            .fontWeight(index == selection ? .bold : .regular)
                            .underline(index == selection)
                            .onTapGesture { selection = index }
                    }
                }
                .padding(.vertical, 8)
                Divider()
                if pages.indices.contains(selection) {
                    pages[selection]
                        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                        .transition(.opacity)
                }
            }
        }
    }
}

struct ProfileTabs: View {
    @State private var selection = 0

    var body: some View {
        PagedTabs(selection: $selection) {
            Text("12 posts").tabTitle("Posts")
            Text("340 followers").tabTitle("Followers")
            Text("Joined 2019")
        }
        .animation(.default, value: selection)
    }
}
