/// Finds the modules that `import Name` lines ask for.
///
/// The `trellis` command adapts its plugin host to this protocol; tests use an in-memory loader.
///
/// ```swift
/// struct Fixtures: ScriptModuleLoader {
///     var availableModuleNames: [String] { ["Boards"] }
///     func module(named name: String) throws -> ScriptModule { ... }
/// }
/// ```
public protocol ScriptModuleLoader {
    /// The module called `name`.
    ///
    /// - Throws: An error whose description says why the module is not available (for
    ///   example where it was searched for); the document reports it at the `import` line.
    func module(named name: String) throws -> ScriptModule

    /// The names of every module that could be imported, for "did you mean" suggestions.
    var availableModuleNames: [String] { get }
}

/// A loader that knows no modules: every `import` fails.
public struct NoModuleLoader: ScriptModuleLoader {
    /// Creates a loader without modules.
    public init() {}

    public var availableModuleNames: [String] { [] }

    public func module(named name: String) throws -> ScriptModule {
        throw ModuleNotFound(name: name)
    }

    /// The error of ``NoModuleLoader``.
    struct ModuleNotFound: Error, CustomStringConvertible {
        let name: String
        var description: String { "no plugin named '\(name)'" }
    }
}
