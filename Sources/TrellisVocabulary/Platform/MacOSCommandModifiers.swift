import Foundation

/// The direction of a move command: an arrow key pressed while a view has focus.
public enum MoveCommandDirection: Equatable, Hashable, Sendable {
    case up
    case down
    case left
    case right
}

/// macOS's Exit, Delete and Move commands, which the keyboard sends to the focused view: under
/// the live runtime, Escape performs the exit command, Delete and Forward Delete the delete
/// command, and the arrow keys the move command, as on macOS. A `nil` action disables the
/// command and the key passes on.
nonisolated extension View {
    /// Calls `action` when Escape is pressed while this view or a control in it has focus.
    public func onExitCommand(perform action: (() -> Void)?) -> some View {
        onKeyPress(keys: [.escape]) { _ in
            guard let action else { return .ignored }
            action()
            return .handled
        }
    }

    /// Calls `action` when Delete or Forward Delete is pressed while this view or a control in
    /// it has focus.
    public func onDeleteCommand(perform action: (() -> Void)?) -> some View {
        onKeyPress(keys: [.delete, .deleteForward]) { _ in
            guard let action else { return .ignored }
            action()
            return .handled
        }
    }

    /// Calls `action` with the direction of an arrow key pressed while this view or a control
    /// in it has focus.
    public func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?) -> some View {
        onKeyPress(keys: [.upArrow, .downArrow, .leftArrow, .rightArrow]) { press in
            guard let action, let direction = MoveCommandDirection(press.key) else { return .ignored }
            action(direction)
            return .handled
        }
    }
}

extension MoveCommandDirection {
    /// The direction of an arrow key, or `nil` for another key.
    init?(_ key: KeyEquivalent) {
        switch key {
        case .upArrow: self = .up
        case .downArrow: self = .down
        case .leftArrow: self = .left
        case .rightArrow: self = .right
        default: return nil
        }
    }
}

/// macOS's Copy, Cut and Paste commands with item providers. A terminal app has no system
/// pasteboard for them to read or fill (the terminal pastes typed text into the focused
/// field itself), so each modifier has no effect on text and its closures are never called.
nonisolated extension View {
    /// Would hand the items `payloadAction` makes to the Copy command: no effect on text.
    public func onCopyCommand(perform payloadAction: (() -> [NSItemProvider])?) -> some View {
        self
    }

    /// Would hand the items `payloadAction` makes to the Cut command: no effect on text.
    public func onCutCommand(perform payloadAction: (() -> [NSItemProvider])?) -> some View {
        self
    }

    /// Would hand pasted items of `supportedContentTypes` to `payloadAction`: no effect on text.
    public func onPasteCommand(
        of supportedContentTypes: [UTType], perform payloadAction: @escaping ([NSItemProvider]) -> Void
    ) -> some View {
        self
    }

    /// Would hand pasted items of `supportedContentTypes`, once `validator` accepts them, to
    /// `payloadAction`: no effect on text.
    public func onPasteCommand<Payload>(
        of supportedContentTypes: [UTType], validator: @escaping ([NSItemProvider]) -> Payload?,
        perform payloadAction: @escaping (Payload) -> Void
    ) -> some View {
        self
    }

    /// Would hand pasted items of the type identifiers `supportedTypes` to `payloadAction`: no
    /// effect on text.
    public func onPasteCommand(
        of supportedTypes: [String], perform payloadAction: @escaping ([NSItemProvider]) -> Void
    ) -> some View {
        self
    }

    /// Would hand pasted items of the type identifiers `supportedTypes`, once `validator`
    /// accepts them, to `payloadAction`: no effect on text.
    public func onPasteCommand<Payload>(
        of supportedTypes: [String], validator: @escaping ([NSItemProvider]) -> Payload?,
        perform payloadAction: @escaping (Payload) -> Void
    ) -> some View {
        self
    }
}
