import Foundation

/// An image loaded from a URL. A render does not wait on the network, so an async image
/// draws the phase before anything has loaded: its placeholder, `content(.empty)`, or, for
/// `AsyncImage(url:)`, `□` as an image of an asset catalogue draws. A grid of async images
/// thus keeps its layout, each placeholder in its frame.
///
/// ```swift
/// AsyncImage(url: photo.url) { image in
///     image.resizable().scaledToFit()
/// } placeholder: {
///     ProgressView()
/// }
/// ```
public nonisolated struct AsyncImage<Content: View>: View {
    let content: Content

    /// The image at `url`, drawn `□` until it loads.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.content = Image(glyph: Image.unknownGlyph)
    }

    /// The image at `url` shown by `content`; `placeholder` is drawn until it loads.
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.content = _ConditionalContent(storage: .falseContent(placeholder()))
    }

    /// The image at `url` shown by `content` for each loading phase; drawn as `content(.empty)`.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.content = content(.empty)
    }

    public var body: some View {
        content
    }
}

/// The loading phases of an ``AsyncImage``.
public enum AsyncImagePhase: Sendable {
    /// Nothing has loaded yet: what an async image draws.
    case empty
    /// The image loaded.
    case success(Image)
    /// Loading failed.
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error loading failed with, if any.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
