// The umbrella: `import Trellis` brings the engine (TrellisCore), the inert SwiftUI vocabulary
// (TrellisVocabulary), and what `import SwiftUI` brings on Apple platforms without being
// imported: Foundation (CGFloat, CGSize, UUID, Date, URL, formatters) and Observation
// (`@Observable`). So SwiftUI code compiles with only its import changed.
@_exported import Foundation
@_exported import Observation
@_exported import TrellisCore
@_exported import TrellisVocabulary
