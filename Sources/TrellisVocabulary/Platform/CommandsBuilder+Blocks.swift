// The rest of SwiftUI's `CommandsBuilder` (the generated part has one-command blocks): blocks
// of up to ten commands, `if`/`else`, and availability checks, so that a scene's
// `.commands { CommandMenu(…) { … }; CommandGroup(…) { … } }` compiles. A terminal app has no
// menu bar, so commands have no effect on text and their contents are never drawn.

/// Commands listed one after another in a `CommandsBuilder` block.
nonisolated struct TupleCommands<each Content: Commands>: Commands {
    let content: (repeat each Content)
}

/// The commands of an availability check, with their type erased.
nonisolated struct LimitedAvailabilityCommands: Commands {
    let content: any Commands
}

/// The commands an `if`/`else` in a `CommandsBuilder` block builds: one of two branches.
/// SwiftUI returns its `_ConditionalContent` here; Trellis's is a view, so commands have
/// their own.
public nonisolated struct _ConditionalCommands<TrueContent: Commands, FalseContent: Commands>: Commands {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage
}

extension CommandsBuilder {
    /// No commands: no effect on text.
    public static func buildBlock() -> EmptyCommands {
        EmptyCommands()
    }

    /// Two commands: no effect on text.
    public static func buildBlock<C0: Commands, C1: Commands>(_ c0: C0, _ c1: C1) -> some Commands {
        TupleCommands(content: (c0, c1))
    }

    /// Three commands: no effect on text.
    public static func buildBlock<C0: Commands, C1: Commands, C2: Commands>(_ c0: C0, _ c1: C1, _ c2: C2) -> some Commands {
        TupleCommands(content: (c0, c1, c2))
    }

    /// Four commands: no effect on text.
    public static func buildBlock<C0: Commands, C1: Commands, C2: Commands, C3: Commands>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> some Commands {
        TupleCommands(content: (c0, c1, c2, c3))
    }

    /// Five commands: no effect on text.
    public static func buildBlock<C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> some Commands {
        TupleCommands(content: (c0, c1, c2, c3, c4))
    }

    /// Six commands: no effect on text.
    public static func buildBlock<C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> some Commands {
        TupleCommands(content: (c0, c1, c2, c3, c4, c5))
    }

    /// Seven commands: no effect on text.
    public static func buildBlock<
        C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands, C6: Commands
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> some Commands {
        TupleCommands(content: (c0, c1, c2, c3, c4, c5, c6))
    }

    /// Eight commands: no effect on text.
    public static func buildBlock<
        C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands, C6: Commands, C7: Commands
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> some Commands {
        TupleCommands(content: (c0, c1, c2, c3, c4, c5, c6, c7))
    }

    /// Nine commands: no effect on text.
    public static func buildBlock<
        C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands, C6: Commands, C7: Commands,
        C8: Commands
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> some Commands {
        TupleCommands(content: (c0, c1, c2, c3, c4, c5, c6, c7, c8))
    }

    /// Ten commands: no effect on text.
    public static func buildBlock<
        C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands, C6: Commands, C7: Commands,
        C8: Commands, C9: Commands
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> some Commands {
        TupleCommands(content: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
    }

    /// The first branch of an `if`/`else`: no effect on text.
    public static func buildEither<T: Commands, F: Commands>(first: T) -> _ConditionalCommands<T, F> {
        _ConditionalCommands(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else`: no effect on text.
    public static func buildEither<T: Commands, F: Commands>(second: F) -> _ConditionalCommands<T, F> {
        _ConditionalCommands(storage: .falseContent(second))
    }

    /// Commands inside an availability check: no effect on text.
    public static func buildLimitedAvailability(_ content: any Commands) -> some Commands {
        LimitedAvailabilityCommands(content: content)
    }
}
