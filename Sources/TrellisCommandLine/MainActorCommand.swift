/// A command that renders or runs views: its work is isolated to the main actor, as view bodies
/// and the live runtime are. The command line's entry point runs commands on the main thread,
/// so ``run()`` enters the main actor in place; `MainActor.assumeIsolated` checks that it is.
protocol MainActorCommand: RunnableCommand {
    /// The command's work.
    @MainActor func runOnMainActor() throws
}

extension MainActorCommand {
    func run() throws {
        try MainActor.assumeIsolated { try runOnMainActor() }
    }
}
