extension ScriptDiagnostic {
    /// This diagnostic with refused data shown at its line and column in its file
    /// (`name:line:column`), found by reading the file again; unchanged when it is no such
    /// diagnostic or the file no longer holds the value. Done once checking is over, by the
    /// stage that reads files, since the checker reads none.
    var locatingData: ScriptDiagnostic {
        guard case .misfit(let reason, .character(let character, let origin?, let steps)) = representation,
              let place = origin.locate(steps, character: character) else { return self }
        return ScriptDiagnostic(.misfit(reason: reason, place: .located(place)), at: location)
    }
}
