/// What a document reads before it is checked: the modules its `import` lines name and the data
/// its `load("…")` and `stdin()` calls and `--data` overrides read.
///
/// A prelude is a plain value. `PreludeReader` makes it from the filesystem, standard input and
/// the plugin loader, the only stage of a document that does I/O; the checker (`Compiler`)
/// takes it as it is, so a test can check a document against a prelude built in memory, and
/// "cannot load" is found in a different stage from a type error.
struct DocumentPrelude {
    /// A module that could not be loaded: why, and the closest name that could.
    struct ModuleFailure: Error {
        let reason: String
        let suggestion: String?
    }

    /// The modules of the `import` lines, by name. An import the prelude has no entry for is
    /// reported as a plugin that does not exist.
    var modules: [String: Result<ScriptModule, ModuleFailure>] = [:]
    /// The data read for each request. A request without an entry is reported as not read.
    var data: [DataRequest: Result<DataLoader.Typed, DataLoader.Failure>] = [:]
    /// The top-level `let`s that `--data` replaces: name → the file as the user named it. A
    /// name the document does not bind is reported (its file is not read).
    var overrides: [String: String] = [:]
    /// Where the loaded data came from, by its storage, to show a value refused later at its
    /// line and column.
    var origins: [DataStorageIdentity: DataOrigin] = [:]
    /// The files the data was read from (see `DataLoader.readFiles`).
    var readFiles: [String] = []

    /// Where `value`, data this prelude read from a file, came from.
    func origin(of value: Value) -> DataOrigin? {
        DataStorageIdentity(value).flatMap { origins[$0] }
    }
}

/// One read a document asks for, besides its modules.
enum DataRequest: Hashable {
    /// `load("path")`, by the path as written.
    case file(String)
    /// `stdin()`.
    case standardInput
    /// `--data name=…`, which replaces `let name`.
    case override(String)
}
