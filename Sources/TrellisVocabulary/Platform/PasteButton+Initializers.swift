import Foundation

// `PasteButton` itself is generated (`Generated/PlatformVocabulary.swift`): a terminal app has
// no system pasteboard to read, so the button is not shown and its action is never called.
extension PasteButton {
    /// A button that would paste values of `payloadType` into `onPaste`: no effect on text.
    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {
        self.init(member: "init(payloadType:onPaste:)")
    }

    /// A button that would paste items of `supportedContentTypes` into `payloadAction`: no
    /// effect on text.
    public init(supportedContentTypes: [UTType], payloadAction: @escaping ([NSItemProvider]) -> Void) {
        self.init(member: "init(supportedContentTypes:payloadAction:)")
    }
}
