/// Symbol effects: animations of symbol images (a bounce, a pulse, colour sweeping through
/// layers). A symbol is one still character in a terminal, so every effect leaves it as it
/// is; the effects exist, with SwiftUI's names and variants, so that code using them compiles.
///
/// ```swift
/// Image(systemName: "wifi").symbolEffect(.variableColor.iterative.reversing)
/// ```
nonisolated extension View {
    /// Would play `effect` while `isActive`: the symbol stays still.
    public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View {
        self
    }

    /// Would play `effect` each time `value` changes: a rendered value never changes.
    public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View {
        self
    }

    /// Would turn off symbol effects below: none plays, so ignored.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        self
    }
}

/// An animation of a symbol image.
public protocol SymbolEffect: Hashable, Sendable {}
/// An effect that plays for as long as it is active.
public protocol IndefiniteSymbolEffect {}
/// An effect that plays once each time a value changes.
public protocol DiscreteSymbolEffect {}
/// An effect that shows or hides a symbol.
public protocol TransitionSymbolEffect {}

/// How a symbol effect plays: how often and how fast.
public struct SymbolEffectOptions: Hashable, Sendable {
    private var repeatCount: Int?
    private var speedFactor: Double = 1

    /// The effect's own way of playing.
    public static let `default` = SymbolEffectOptions(repeatCount: 1)
    /// Repeats for ever.
    public static let repeating = SymbolEffectOptions(repeatCount: nil)
    /// Plays once.
    public static let nonRepeating = SymbolEffectOptions(repeatCount: 1)

    /// Plays `count` times (`nil` for ever).
    public static func `repeat`(_ count: Int?) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: count) }
    /// Plays `speed` times as fast.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions.default.speed(speed) }

    /// These options, played `count` times (`nil` for ever).
    public func `repeat`(_ count: Int?) -> SymbolEffectOptions {
        var options = self
        options.repeatCount = count
        return options
    }

    /// These options, played `speed` times as fast.
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var options = self
        options.speedFactor *= speed
        return options
    }
}

/// The `.bounce` symbol effect and its variants.
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    private var variants: Set<String> = []

    /// This effect, varied: up.
    public var up: BounceSymbolEffect { with("up") }

    /// This effect, varied: down.
    public var down: BounceSymbolEffect { with("down") }

    /// This effect, varied: byLayer.
    public var byLayer: BounceSymbolEffect { with("byLayer") }

    /// This effect, varied: wholeSymbol.
    public var wholeSymbol: BounceSymbolEffect { with("wholeSymbol") }

    private func with(_ variant: String) -> BounceSymbolEffect {
        var effect = self
        effect.variants.insert(variant)
        return effect
    }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// The `.bounce` effect.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

/// The `.pulse` symbol effect and its variants.
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    private var variants: Set<String> = []

    /// This effect, varied: byLayer.
    public var byLayer: PulseSymbolEffect { with("byLayer") }

    /// This effect, varied: wholeSymbol.
    public var wholeSymbol: PulseSymbolEffect { with("wholeSymbol") }

    private func with(_ variant: String) -> PulseSymbolEffect {
        var effect = self
        effect.variants.insert(variant)
        return effect
    }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// The `.pulse` effect.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

/// The `.variableColor` symbol effect and its variants.
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    private var variants: Set<String> = []

    /// This effect, varied: iterative.
    public var iterative: VariableColorSymbolEffect { with("iterative") }

    /// This effect, varied: cumulative.
    public var cumulative: VariableColorSymbolEffect { with("cumulative") }

    /// This effect, varied: reversing.
    public var reversing: VariableColorSymbolEffect { with("reversing") }

    /// This effect, varied: nonReversing.
    public var nonReversing: VariableColorSymbolEffect { with("nonReversing") }

    /// This effect, varied: hideInactiveLayers.
    public var hideInactiveLayers: VariableColorSymbolEffect { with("hideInactiveLayers") }

    /// This effect, varied: dimInactiveLayers.
    public var dimInactiveLayers: VariableColorSymbolEffect { with("dimInactiveLayers") }

    private func with(_ variant: String) -> VariableColorSymbolEffect {
        var effect = self
        effect.variants.insert(variant)
        return effect
    }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// The `.variableColor` effect.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

/// The `.scale` symbol effect and its variants.
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect {
    private var variants: Set<String> = []

    /// This effect, varied: up.
    public var up: ScaleSymbolEffect { with("up") }

    /// This effect, varied: down.
    public var down: ScaleSymbolEffect { with("down") }

    /// This effect, varied: byLayer.
    public var byLayer: ScaleSymbolEffect { with("byLayer") }

    /// This effect, varied: wholeSymbol.
    public var wholeSymbol: ScaleSymbolEffect { with("wholeSymbol") }

    private func with(_ variant: String) -> ScaleSymbolEffect {
        var effect = self
        effect.variants.insert(variant)
        return effect
    }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    /// The `.scale` effect.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

/// The `.appear` symbol effect and its variants.
public struct AppearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    private var variants: Set<String> = []

    /// This effect, varied: up.
    public var up: AppearSymbolEffect { with("up") }

    /// This effect, varied: down.
    public var down: AppearSymbolEffect { with("down") }

    /// This effect, varied: byLayer.
    public var byLayer: AppearSymbolEffect { with("byLayer") }

    /// This effect, varied: wholeSymbol.
    public var wholeSymbol: AppearSymbolEffect { with("wholeSymbol") }

    private func with(_ variant: String) -> AppearSymbolEffect {
        var effect = self
        effect.variants.insert(variant)
        return effect
    }
}

extension SymbolEffect where Self == AppearSymbolEffect {
    /// The `.appear` effect.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}

/// The `.disappear` symbol effect and its variants.
public struct DisappearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    private var variants: Set<String> = []

    /// This effect, varied: up.
    public var up: DisappearSymbolEffect { with("up") }

    /// This effect, varied: down.
    public var down: DisappearSymbolEffect { with("down") }

    /// This effect, varied: byLayer.
    public var byLayer: DisappearSymbolEffect { with("byLayer") }

    /// This effect, varied: wholeSymbol.
    public var wholeSymbol: DisappearSymbolEffect { with("wholeSymbol") }

    private func with(_ variant: String) -> DisappearSymbolEffect {
        var effect = self
        effect.variants.insert(variant)
        return effect
    }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
    /// The `.disappear` effect.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}

/// The `.wiggle` symbol effect and its variants.
public struct WiggleSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    private var variants: Set<String> = []

    /// This effect, varied: up.
    public var up: WiggleSymbolEffect { with("up") }

    /// This effect, varied: down.
    public var down: WiggleSymbolEffect { with("down") }

    /// This effect, varied: left.
    public var left: WiggleSymbolEffect { with("left") }

    /// This effect, varied: right.
    public var right: WiggleSymbolEffect { with("right") }

    /// This effect, varied: forward.
    public var forward: WiggleSymbolEffect { with("forward") }

    /// This effect, varied: backward.
    public var backward: WiggleSymbolEffect { with("backward") }

    /// This effect, varied: clockwise.
    public var clockwise: WiggleSymbolEffect { with("clockwise") }

    /// This effect, varied: counterClockwise.
    public var counterClockwise: WiggleSymbolEffect { with("counterClockwise") }

    /// This effect, varied: byLayer.
    public var byLayer: WiggleSymbolEffect { with("byLayer") }

    /// This effect, varied: wholeSymbol.
    public var wholeSymbol: WiggleSymbolEffect { with("wholeSymbol") }

    private func with(_ variant: String) -> WiggleSymbolEffect {
        var effect = self
        effect.variants.insert(variant)
        return effect
    }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
    /// The `.wiggle` effect.
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}

/// The `.rotate` symbol effect and its variants.
public struct RotateSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    private var variants: Set<String> = []

    /// This effect, varied: clockwise.
    public var clockwise: RotateSymbolEffect { with("clockwise") }

    /// This effect, varied: counterClockwise.
    public var counterClockwise: RotateSymbolEffect { with("counterClockwise") }

    /// This effect, varied: byLayer.
    public var byLayer: RotateSymbolEffect { with("byLayer") }

    /// This effect, varied: wholeSymbol.
    public var wholeSymbol: RotateSymbolEffect { with("wholeSymbol") }

    private func with(_ variant: String) -> RotateSymbolEffect {
        var effect = self
        effect.variants.insert(variant)
        return effect
    }
}

extension SymbolEffect where Self == RotateSymbolEffect {
    /// The `.rotate` effect.
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}

/// The `.breathe` symbol effect and its variants.
public struct BreatheSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    private var variants: Set<String> = []

    /// This effect, varied: pulse.
    public var pulse: BreatheSymbolEffect { with("pulse") }

    /// This effect, varied: plain.
    public var plain: BreatheSymbolEffect { with("plain") }

    /// This effect, varied: byLayer.
    public var byLayer: BreatheSymbolEffect { with("byLayer") }

    /// This effect, varied: wholeSymbol.
    public var wholeSymbol: BreatheSymbolEffect { with("wholeSymbol") }

    private func with(_ variant: String) -> BreatheSymbolEffect {
        var effect = self
        effect.variants.insert(variant)
        return effect
    }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
    /// The `.breathe` effect.
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}
