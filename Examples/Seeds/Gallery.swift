import Trellis

/// The scenes of the seeds, ready to render.
public enum Gallery {
    /// Each scene's title and view (made on the main actor, as views are).
    @MainActor public static var scenes: [(String, AnyView)] {[
        ("The karaoke display board (WWDC24)", AnyView(KaraokeBoard())),
        ("The tax checklist (seed 003)", AnyView(Seed003MyView())),
        ("Highlight and bold sections (seed 002)", AnyView(Seed002ContentView())),
        ("A card (seed 004)", AnyView(Card { Text("Hello, World!"); Text("My name is Majid Jabrayilov") })),
    ]}
}
