// `import SwiftUI` on Apple platforms also brings Foundation (CGFloat, CGSize, CGRect, CGPoint,
// UUID, Date, URL, formatters) and Observation (`@Observable`) into scope, and SwiftUI code
// relies on that without importing them itself. Re-exporting both here makes `import Trellis`
// bring the same names, so such code compiles with only its import changed.
@_exported import Foundation
@_exported import Observation

// Core Graphics' types that Foundation lacks on Linux (`CGAffineTransform`, `CGVector`, …);
// on Apple platforms Foundation brings them. (Not the package's `CoreGraphics` module, which
// only files that write `import CoreGraphics` import: see Sources/CoreGraphics.)
#if canImport(TrellisCoreGraphics)
@_exported import TrellisCoreGraphics
#endif

// Combine: on Linux Trellis's own (`TrellisCombine`, also what the package's `Combine` module
// re-exports, so `import Combine` beside `import Trellis` names the same types); on Apple
// platforms the system framework, which `import SwiftUI` brings there.
#if canImport(TrellisCombine)
@_exported import TrellisCombine
#elseif canImport(Combine)
@_exported import Combine
#endif
