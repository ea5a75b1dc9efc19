import SwiftUI

// Written for this suite in the idiom of gao-sun/eul,
// "SharedLibrary/Components/BatteryIconView.swift" (MIT; not copied): a menu-bar battery glyph:
// asset images chosen by charging state in a leading-aligned ZStack, with a Rectangle fill
// whose width is proportional to the charge.

public struct BatteryGlyph: View {
    public var size: CGFloat = 16
    public var charging = false
    public var onPower = false
    public var level: Double = 0

    public init(size: CGFloat = 16, charging: Bool = false, onPower: Bool = false, level: Double = 0) {
        self.size = size
        self.charging = charging
        self.onPower = onPower
        self.level = level
    }

    private var percent: CGFloat {
        level.isFinite ? CGFloat(level * 100) : 100
    }

    private var unit: CGFloat { size * 0.8 / 100 }

    public var body: some View {
        ZStack(alignment: .leading) {
            if charging {
                Image("battery-charging")
                    .resizable()
                    .frame(width: size, height: size)
            } else if onPower {
                Image("battery-plug")
                    .resizable()
                    .frame(width: size, height: size)
            } else {
                Image("battery-outline")
                    .resizable()
                    .frame(width: size, height: size)
                Rectangle()
                    .frame(width: percent * unit, height: size / 2)
                    .offset(x: 1)
            }
        }
    }
}
