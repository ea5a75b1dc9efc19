/// A colour prints as SwiftUI's do: a named colour by its name, any other as `#RRGGBBAA`.
extension Color: CustomStringConvertible {
    public var description: String {
        let name: String? =
            switch self {
            case .black: "black"
            case .red: "red"
            case .green: "green"
            case .yellow: "yellow"
            case .blue: "blue"
            case .purple: "purple"
            case .cyan: "cyan"
            case .white: "white"
            case .gray: "gray"
            case .orange: "orange"
            case .pink: "pink"
            case .mint: "mint"
            case .teal: "teal"
            case .indigo: "indigo"
            case .brown: "brown"
            case .primary: "primary"
            case .clear: "clear"
            default: nil
            }
        if let name { return name }
        let (red, green, blue) = ColorPalette.rgb(of: self) ?? (0, 0, 0)
        let alphaByte = UInt8((Double(alpha) * 255).rounded())
        return "#" + [red, green, blue, alphaByte].map { byte in
            let hex = String(byte, radix: 16, uppercase: true)
            return hex.count == 1 ? "0" + hex : hex
        }.joined()
    }
}
