/// Scenes an app's `body` lists one after another (`WindowGroup { … }` then `Settings { … }`):
/// a terminal shows one window, that of the first scene that is not an `AuxiliaryScene`.
nonisolated struct TupleScene<each Content: Scene>: Scene, WindowScene {
    let scenes: (repeat each Content)

    package var content: AnyView {
        for scene in repeat each scenes {
            if !(scene is any AuxiliaryScene) { return scene._rootView }
        }
        return AnyView(EmptyView())
    }

    /// Drawn through `content`; it has no body.
    var body: Never { fatalError("TupleScene is a primitive scene and has no body") }
}

extension SceneBuilder {
    /// Several scenes: the terminal shows the first that is not auxiliary.
    @_disfavoredOverload
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> some Scene {
        TupleScene(scenes: (repeat each content))
    }
}
