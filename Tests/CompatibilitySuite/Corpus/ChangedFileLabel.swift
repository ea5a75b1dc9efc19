import SwiftUI

// Written for this corpus in the idiom of CodeEditApp/CodeEdit,
// "CodeEdit/Features/NavigatorArea/SourceControlNavigator/Views/ChangedFile/GitChangedFileLabel.swift"
// (MIT; not copied): a Label with title and icon closures, middle truncation, template
// rendering of an NSImage or a symbol, two environment objects, a #Preview Group.

final class RepositoryState: ObservableObject {
    @Published var icons: [String: NSImage] = [:]
}

final class ProjectDocument: ObservableObject {
    @Published var root = URL(filePath: "/tmp/project")
}

struct ChangedFile {
    enum Status { case modified, added, none }
    var status: Status
    var url: URL
}

struct ChangedFileLabel: View {
    @EnvironmentObject private var project: ProjectDocument
    @EnvironmentObject private var repository: RepositoryState
    let file: ChangedFile

    var body: some View {
        Label {
            Text(file.url.lastPathComponent.trimmingCharacters(in: .whitespacesAndNewlines))
                .lineLimit(1)
                .truncationMode(.middle)
        } icon: {
            if let icon = repository.icons[file.url.pathExtension] {
                Image(nsImage: icon)
                    .renderingMode(.template)
            } else {
                Image(systemName: "doc")
                    .renderingMode(.template)
            }
        }
    }
}

#Preview {
    Group {
        ChangedFileLabel(file: ChangedFile(status: .modified, url: URL(filePath: "/tmp/project/main.swift")))
        ChangedFileLabel(file: ChangedFile(status: .added, url: URL(filePath: "/tmp/project/README.md")))
    }
    .environmentObject(RepositoryState())
    .environmentObject(ProjectDocument())
    .padding()
}
