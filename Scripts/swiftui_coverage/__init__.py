"""The SwiftUI coverage table: SwiftUI's public declarations and their status in Trellis."""
