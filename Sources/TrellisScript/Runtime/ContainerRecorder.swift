import Trellis

/// The containers a document instantiates outside its struct definitions, with their
/// declared content (from the source) and their content view (resolved for `resolve`).
final class ContainerRecorder {
    struct Record {
        let name: String
        let location: SourceLocation
        let declared: [DeclaredView]
        let content: AnyView
    }

    private(set) var records: [Record] = []
    /// Off while the report resolves the recorded content (which instantiates them again).
    var isRecording = true

    func record(_ record: Record) {
        if isRecording { records.append(record) }
    }
}

/// One declared subview of a container's content, as written: a view expression, a `ForEach`,
/// an `if`, a `Section` (with its parts' declared subviews).
public struct DeclaredView: Hashable, Sendable, Encodable {
    /// The view's name (`Text`, `ForEach`, a struct's name), `if` for a conditional, or the
    /// modifier chain's base view.
    public let kind: String
    /// Where it is written, as `file:line:column`.
    public let location: String
    /// For a `Section`: its header's declared subviews (a title string counts as a `Text`).
    public let header: [DeclaredView]?
    /// For a `Section`: its content's declared subviews.
    public let content: [DeclaredView]?
    /// For a `Section`: its footer's declared subviews.
    public let footer: [DeclaredView]?
}
