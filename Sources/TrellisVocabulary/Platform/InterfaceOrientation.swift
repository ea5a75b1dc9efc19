/// The orientation of a device's interface (SwiftUI's `InterfaceOrientation`): its four
/// values, each identified by its name. A render has no device to turn, so an orientation
/// has no effect on text; code listing or comparing orientations compiles and runs unchanged.
public struct InterfaceOrientation: CaseIterable, Identifiable, Equatable, Sendable {
    /// The orientation's name (`"portrait"`, `"landscapeLeft"`, …).
    public let id: String

    /// Upright.
    public static let portrait = InterfaceOrientation(id: "portrait")
    /// Upside down.
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    /// Turned with its top to the left.
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    /// Turned with its top to the right.
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")

    /// The four orientations.
    public static var allCases: [InterfaceOrientation] {
        [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    }
}
