import SwiftUI

// Written for this corpus in the idiom of SchweizerischeBundesbahnen/mobile-ios-design-swiftui,
// "SBBDesignSystemMobileSwiftUIDemo/Views/DetailViews/BannerDemo.swift" (MIT; not copied): a
// demo screen with a design-system radio group generic over its tags, colorScheme(_:) from a
// Binding, navigationBarTitle, light and dark previews in a Group.

enum StageBadge: CaseIterable, Hashable {
    case none, test, dev
}

struct RadioGroup<Tag: Hashable, Content: View>: View {
    let title: String
    @Binding var selection: Tag
    let tags: [Tag]
    @ViewBuilder let content: () -> Content

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title).font(.headline)
            content()
        }
    }
}

struct EnvironmentBadgeDemo: View {
    @Binding var colorScheme: ColorScheme
    @Binding var badge: StageBadge

    var body: some View {
        VStack(alignment: .center, spacing: 16) {
            RadioGroup(title: "Badge", selection: $badge, tags: StageBadge.allCases) {
                Text("None")
                Text("Test")
                Text("Development")
            }
            Spacer()
        }
        .padding(.horizontal, 16)
        .navigationBarTitle("Badge")
        .colorScheme(colorScheme)
    }
}

struct EnvironmentBadgeDemo_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            EnvironmentBadgeDemo(colorScheme: .constant(.light), badge: .constant(.none))
            EnvironmentBadgeDemo(colorScheme: .constant(.dark), badge: .constant(.test))
        }
    }
}
