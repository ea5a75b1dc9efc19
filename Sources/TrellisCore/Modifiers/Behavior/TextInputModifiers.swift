/// Text input settings: how a keyboard corrects, capitalizes and labels its return key, and
/// what runs when a field is submitted. A render types nothing and submits nothing, so these
/// change nothing that is drawn.
nonisolated extension View {
    /// Turns autocorrection off (or on) for the text fields below: nothing is typed, but the
    /// views below read it as `EnvironmentValues.autocorrectionDisabled`.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        modifier(EnvironmentWritingModifier { $0.autocorrectionDisabled = disable })
    }

    /// Turns autocorrection off (or on) for the text fields below (the deprecated spelling
    /// of ``autocorrectionDisabled(_:)``), read as `EnvironmentValues.disableAutocorrection`.
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        modifier(EnvironmentWritingModifier { $0.disableAutocorrection = disable })
    }

    /// How a keyboard capitalizes what is typed in the fields below: ignored.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        self
    }

    /// The label of the keyboard's return key for the fields below: no keyboard, so ignored.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        self
    }

    /// Runs `action` when a field below (or a search field, per `triggers`) is submitted: under
    /// a live runtime, when Return is pressed in a focused `TextField` inside; nothing is
    /// submitted in a one-shot render, so there it is never called.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        modifier(EnvironmentWritingModifier { environment in
            if LiveGraph.anyAlive, triggers.contains(.text) { environment.submitActions.append(action) }
        })
    }

    /// Keeps (or stops) submissions of the fields below from reaching `onSubmit` actions
    /// above: nothing is submitted, so ignored.
    public func submitScope(_ isBlocking: Bool = true) -> some View {
        self
    }
}

/// How a keyboard capitalizes typed text.
public struct TextInputAutocapitalization: Hashable, Sendable {
    private enum Kind: Hashable, Sendable { case never, words, sentences, characters }
    private let kind: Kind

    /// No capitalization.
    public static let never = TextInputAutocapitalization(kind: .never)
    /// The first letter of each word.
    public static let words = TextInputAutocapitalization(kind: .words)
    /// The first letter of each sentence.
    public static let sentences = TextInputAutocapitalization(kind: .sentences)
    /// Every letter.
    public static let characters = TextInputAutocapitalization(kind: .characters)
}

/// The label of a keyboard's return key.
public struct SubmitLabel: Hashable, Sendable {
    private let name: String

    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// What kinds of submission an `onSubmit` action answers.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Submitting a text field or secure field.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Submitting a search field.
    public static let search = SubmitTriggers(rawValue: 2)
}
