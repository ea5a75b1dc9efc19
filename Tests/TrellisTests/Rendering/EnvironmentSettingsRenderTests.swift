import Foundation
import Testing
import Trellis

@testable import TrellisCore
@testable import TrellisVocabulary

/// The environment values real SwiftUI files read (`sizeCategory`, `defaultMinListRowHeight`,
/// `isScrollEnabled`, the accessibility switches, …): each reads SwiftUI's default in a render,
/// what an ancestor's `.environment(_:_:)` sets, and, for those SwiftUI's modifiers set, what
/// the modifier asked for. Also the macOS accessory bar button styles.
@MainActor @Suite("Rendering: environment settings and accessory bar buttons")
struct EnvironmentSettingsRenderTests {
    /// Draws the value of one environment value it is handed a reading of.
    struct Reading: View {
        @Environment(\.self) private var environment
        let read: (EnvironmentValues) -> String
        var body: some View { Text(read(environment)) }
    }

    @Test("each value reads SwiftUI's default in a render")
    func defaults() {
        let values = EnvironmentValues()
        #expect(values.sizeCategory == .large && values.defaultMinListRowHeight == 44)
        #expect(values.defaultMinListHeaderHeight == nil && values.isScrollEnabled && !values.autocorrectionDisabled)
        #expect(
            values.accessibilityPlayAnimatedImages && !values.accessibilityEnabled
                && !values.accessibilityShowButtonShapes)
        #expect(values.colorSchemeContrast == .standard && values.legibilityWeight == nil && values.appearsActive)
        #expect(values.lineSpacing == 0 && values.minimumScaleFactor == 1 && !values.allowsTightening)
        #expect(values.horizontalScrollIndicatorVisibility == .automatic && values.menuOrder == .automatic)
        #expect(values.badgeProminence == .standard && values.labelsVisibility == .automatic && values.refresh == nil)
    }

    @Test("an ancestor's environment(_:_:) reaches a view reading the value")
    func setByAncestor() {
        let row = Reading { "row \(Int($0.defaultMinListRowHeight))" }
        expectRender(row, width: 10, plain: "row 44\n")
        expectRender(row.environment(\.defaultMinListRowHeight, 10), width: 10, plain: "row 10\n")
        let shapes = Reading { $0.accessibilityShowButtonShapes ? "[Save]" : "Save" }
        expectRender(shapes.environment(\.accessibilityShowButtonShapes, true), width: 10, plain: "[Save]\n")
    }

    @Test("sizeCategory is dynamicTypeSize by its older name, both ways")
    func sizeCategoryFollowsDynamicType() {
        var values = EnvironmentValues()
        values.dynamicTypeSize = .accessibility2
        #expect(values.sizeCategory == .accessibilityLarge)
        values.sizeCategory = .extraSmall
        #expect(values.dynamicTypeSize == .xSmall)
        for size in DynamicTypeSize.allCases {
            #expect(DynamicTypeSize(ContentSizeCategory(size)) == size)
        }
        let big = Reading { $0.sizeCategory.isAccessibilityCategory ? "BIG" : "normal" }
        expectRender(big.environment(\.sizeCategory, .accessibilityExtraExtraExtraLarge), width: 10, plain: "BIG\n")
        expectRender(big.environment(\.dynamicTypeSize, .accessibility1), width: 10, plain: "BIG\n")
        expectRender(big, width: 10, plain: "normal\n")
    }

    @Test("the modifiers SwiftUI sets these values with set them here too")
    func modifiersWriteTheirValues() {
        let scroll = Reading { $0.isScrollEnabled ? "scrolls" : "fixed" }
        expectRender(scroll.scrollDisabled(true), width: 10, plain: "fixed\n")
        let correct = Reading { $0.autocorrectionDisabled ? "raw" : "corrected" }
        expectRender(correct.autocorrectionDisabled(), width: 10, plain: "raw\n")
        let indicators = Reading {
            "\($0.horizontalScrollIndicatorVisibility == .hidden) \($0.verticalScrollIndicatorVisibility == .hidden)"
        }
        expectRender(indicators.scrollIndicators(.hidden, axes: .horizontal), width: 12, plain: "true false\n")
        let order = Reading { $0.menuOrder == .fixed ? "fixed" : "auto" }
        expectRender(order.menuOrder(.fixed), width: 10, plain: "fixed\n")
    }

    @Test("accessory bar buttons draw as borderless and bordered buttons")
    func accessoryBarButtons() {
        expectSameRender(
            Button("Add") {}.buttonStyle(.accessoryBar),
            as: Button("Add") {}.buttonStyle(.borderless))
        expectSameRender(
            Button("Add") {}.buttonStyle(.accessoryBarAction),
            as: Button("Add") {}.buttonStyle(.bordered))
    }
}

/// Liquid Glass (iOS 26) drawn as the material nearest it.
@MainActor @Suite("Rendering: Liquid Glass as a material")
struct LiquidGlassRenderTests {
    @Test("glassEffect is a regular material background in its shape; identity glass is nothing")
    func glassEffectDrawsMaterial() {
        expectSameRender(
            Text("Hi").padding().glassEffect(),
            as: Text("Hi").padding().background(.regularMaterial, in: Capsule()))
        expectSameRender(
            Text("Hi").padding().glassEffect(.regular.tint(.blue).interactive(), in: .rect(cornerRadius: 4)),
            as: Text("Hi").padding().background(.regularMaterial, in: RoundedRectangle(cornerRadius: 4)))
        expectSameRender(Text("Hi").glassEffect(.identity), as: Text("Hi"))
        #expect(Glass.regular.tint(.red) != Glass.regular && Glass.identity != Glass.regular)
    }

    @Test("a glass container draws its content; glass buttons draw as the bordered styles")
    func containerAndButtons() {
        expectSameRender(GlassEffectContainer(spacing: 20) { Text("A") }, as: Text("A"))
        expectSameRender(Button("Go") {}.buttonStyle(.glass), as: Button("Go") {}.buttonStyle(.bordered))
        expectSameRender(
            Button("Go") {}.buttonStyle(.glassProminent), as: Button("Go") {}.buttonStyle(.borderedProminent))
        expectSameRender(
            Text("A").tabBarMinimizeBehavior(.onScrollDown).scrollEdgeEffectStyle(.soft, for: .top)
                .backgroundExtensionEffect(),
            as: Text("A"))
    }
}
