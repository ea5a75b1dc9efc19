/// An effect that animates one symbol into another when an image's symbol changes.
public protocol ContentTransitionSymbolEffect {}

/// The `.replace` symbol effect and its variants: the old symbol gives way to the new one. A
/// render shows only the new symbol.
///
/// ```swift
/// Image(systemName: playing ? "pause.fill" : "play.fill").contentTransition(.symbolEffect(.replace))
/// ```
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect {
    private var variants: Set<String> = []

    /// This effect, varied: the old symbol scales down, the new one up.
    public var downUp: ReplaceSymbolEffect { with("downUp") }

    /// This effect, varied: both symbols scale up.
    public var upUp: ReplaceSymbolEffect { with("upUp") }

    /// This effect, varied: the old symbol disappears, the new one scales up.
    public var offUp: ReplaceSymbolEffect { with("offUp") }

    /// This effect, varied: layer by layer.
    public var byLayer: ReplaceSymbolEffect { with("byLayer") }

    /// This effect, varied: the whole symbol at once.
    public var wholeSymbol: ReplaceSymbolEffect { with("wholeSymbol") }

    private func with(_ variant: String) -> ReplaceSymbolEffect {
        var effect = self
        effect.variants.insert(variant)
        return effect
    }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// The `.replace` effect.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

extension ContentTransition {
    /// A symbol image's transition played with `effect`; a render shows the new symbol.
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> ContentTransition {
        .symbolEffect
    }
}
