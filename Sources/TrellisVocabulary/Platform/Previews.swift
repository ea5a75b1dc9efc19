import Foundation

/// Xcode previews, declared so that files that carry them compile: a terminal has no preview
/// canvas, so `#Preview` declares nothing and a `PreviewProvider`'s previews are never drawn;
/// the preview modifiers are accepted and ignored (no effect on text). The preview body is
/// still type-checked, as in Xcode.
///
/// ```swift
/// #Preview("Empty") { InboxView(messages: []) }
///
/// struct InboxView_Previews: PreviewProvider {
///     static var previews: some View { InboxView(messages: []) }
/// }
/// ```
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "TrellisMacros", type: "PreviewMacro")

/// A preview with traits (layout, orientation): declares nothing, as `#Preview` does.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "TrellisMacros", type: "PreviewMacro")

/// Marks a property wrapper declared in a `#Preview` body (`@Previewable @State var on = true`):
/// it adds nothing, the variable stays as written.
@attached(peer)
public macro Previewable() = #externalMacro(module: "TrellisMacros", type: "PreviewableMacro")

/// What `#Preview` traits apply to.
public struct Preview {
    /// The traits of a view's preview.
    public enum ViewTraits {}
}

/// A trait of a preview (its layout or orientation): accepted, no effect on text.
public struct PreviewTrait<T>: Sendable {
    let name: String

    /// The preview sized to fit its view.
    public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> { .init(name: "sizeThatFitsLayout") }
    /// The preview in the device's layout.
    public static var defaultLayout: PreviewTrait<Preview.ViewTraits> { .init(name: "defaultLayout") }
    /// The preview in a frame of `width` by `height` points.
    public static func fixedLayout(width: Double, height: Double) -> PreviewTrait<Preview.ViewTraits> {
        .init(name: "fixedLayout")
    }
    /// The preview upright.
    public static var portrait: PreviewTrait<Preview.ViewTraits> { .init(name: "portrait") }
    /// The preview upside down.
    public static var portraitUpsideDown: PreviewTrait<Preview.ViewTraits> { .init(name: "portraitUpsideDown") }
    /// The preview turned left.
    public static var landscapeLeft: PreviewTrait<Preview.ViewTraits> { .init(name: "landscapeLeft") }
    /// The preview turned right.
    public static var landscapeRight: PreviewTrait<Preview.ViewTraits> { .init(name: "landscapeRight") }
}

/// A type that gives Xcode previews of views (the spelling before `#Preview`): its previews
/// are never drawn here.
@MainActor @preconcurrency public protocol PreviewProvider {
    /// The previews' view.
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }
    /// The platform the previews run on, `nil` for the file's own.
    static var platform: PreviewPlatform? { get }
}

nonisolated extension PreviewProvider {
    /// The file's own platform.
    public static var platform: PreviewPlatform? { nil }
}

/// The platforms a preview can run on.
public enum PreviewPlatform: Sendable, Equatable, Hashable {
    case iOS, macOS, tvOS, watchOS
}

/// A device a preview runs on, by name (`"iPhone 15"`).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral: String) {
        self.rawValue = stringLiteral
    }
}

/// The size of a preview.
public enum PreviewLayout: Sendable {
    /// The device's screen.
    case device
    /// The view's own size.
    case sizeThatFits
    /// A fixed frame.
    case fixed(width: CGFloat, height: CGFloat)
}

nonisolated extension View {
    /// The device a preview runs on: no effect on text.
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }

    /// The name a preview is shown under: no effect on text.
    public func previewDisplayName(_ value: String?) -> some View { self }

    /// The size of a preview: no effect on text.
    public func previewLayout(_ value: PreviewLayout) -> some View { self }
}
