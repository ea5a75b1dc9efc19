import Foundation

/// An image of an asset catalogue, as Xcode's generated asset symbols name it
/// (`Image(.logo)`). A terminal has no asset catalogue: images made from one draw `□`, as
/// ``Image/init(_:bundle:)`` does.
public struct ImageResource: Hashable, Sendable {
    /// The asset's name.
    public let name: String
    /// The bundle of the catalogue; none on Linux.
    public let bundle: Bundle?

    /// The asset `name` of `bundle`'s catalogue.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// A colour of an asset catalogue, as Xcode's generated asset symbols name it
/// (`Color(.brand)`). A terminal has no asset catalogue: the colour draws as the terminal's
/// foreground, or as ``Color/accentColor`` for the catalogue's `AccentColor`.
public struct ColorResource: Hashable, Sendable {
    /// The asset's name.
    public let name: String
    /// The bundle of the catalogue; none on Linux.
    public let bundle: Bundle?

    /// The asset `name` of `bundle`'s catalogue.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension Image {
    /// An image of the asset catalogue: drawn as `□`.
    public init(_ resource: ImageResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}

extension Color {
    /// A colour of the asset catalogue: the terminal's foreground, or the accent colour for
    /// `AccentColor` (the catalogue is not there to say more).
    public init(_ name: String, bundle: Bundle? = nil) {
        self = name == "AccentColor" ? .accentColor : .primary
    }

    /// A colour of the asset catalogue, drawn as ``init(_:bundle:)`` draws its name.
    public init(_ resource: ColorResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label of a title and an asset image: the title after `□`.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// A label of a title and an asset image: the title after `□`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }

    /// A label of a title and an asset image: the title after `□`.
    public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
        self.init(title: { Text(titleKey) }, icon: { Image(resource) })
    }

    /// A label of a title and an asset image: the title after `□`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image resource: ImageResource) {
        self.init(title: { Text(title) }, icon: { Image(resource) })
    }
}
