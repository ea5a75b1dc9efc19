import Foundation

/// A style that tiles an image: SwiftUI's `ImagePaint`, for `.border(ImagePaint(...))` and
/// `.fill(ImagePaint(...))`.
///
/// A cell cannot show part of a picture, so the style has no colour: a shape filled with it
/// draws nothing, and a border drawn with it is a box in the text's colour.
public struct ImagePaint: ShapeStyle {
    /// The image tiled.
    public var image: Image
    /// The part of the image tiled, in unit coordinates.
    public var sourceRect: CGRect
    /// The scale the image is drawn at.
    public var scale: CGFloat

    /// A style that tiles `sourceRect` of `image` at `scale`.
    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }
}

extension ShapeStyle where Self == ImagePaint {
    /// A style that tiles `sourceRect` of `image` at `scale`.
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}
