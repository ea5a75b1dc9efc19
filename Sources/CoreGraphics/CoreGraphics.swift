// `import CoreGraphics` on Linux: the geometry types Foundation provides there (`CGFloat`,
// `CGPoint`, `CGSize`, `CGRect`) re-exported, with the ones SwiftUI code uses that it lacks
// (`CGAffineTransform`, `CGVector`, `CGLineCap`, `CGLineJoin`, defined once in
// `TrellisCoreGraphics`, which Trellis re-exports too). On Apple platforms the system
// framework is used.
//
// Trellis itself does not import this module: swift-testing declares a cross-import overlay
// for a module named CoreGraphics that does not exist on Linux, so a test file importing
// Testing and this module cannot build.
#if os(Linux)
@_exported import Foundation
@_exported import TrellisCoreGraphics
#endif
