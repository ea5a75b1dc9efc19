/// What a button does, which SwiftUI shows in its look: `Button("Delete", role: .destructive)`.
///
/// A destructive button draws its label in red, as SwiftUI draws it in menus, alerts and
/// swipe actions; a cancel button draws it as any button.
public struct ButtonRole: Hashable, Sendable {
    private let name: String

    /// A button that deletes data or does something else that cannot be undone: drawn in red.
    public static let destructive = ButtonRole(name: "destructive")
    /// A button that cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")
}
