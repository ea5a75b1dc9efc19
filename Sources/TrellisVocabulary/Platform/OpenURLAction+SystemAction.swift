import Foundation

extension OpenURLAction.Result {
    /// The system should open `url` instead of the one asked for: handled, as `systemAction`
    /// is (a render opens nothing itself).
    public static func systemAction(_ url: URL) -> OpenURLAction.Result {
        .systemAction
    }
}
