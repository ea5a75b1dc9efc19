// `import SwiftUI` on Apple platforms also brings Foundation (CGFloat, CGSize, CGRect, CGPoint,
// UUID, Date, URL, formatters) and Observation (`@Observable`) into scope, and SwiftUI code
// relies on that without importing them itself. Re-exporting both here makes `import Trellis`
// bring the same names, so such code compiles with only its import changed.
@_exported import Foundation
@_exported import Observation

// Core Graphics' geometry: the system framework on Apple platforms, the package's own
// `CoreGraphics` module (Foundation's types and what it lacks) on Linux.
#if canImport(CoreGraphics)
@_exported import CoreGraphics
#endif
