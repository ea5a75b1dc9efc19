import SwiftUI

// An app sharing and exchanging files: ShareLink with titles and previews, PasteButton, file
// importers and exporters, drag and drop with item providers, user activities, a window per
// value, a NewDocumentButton and commands built with if/else.

struct Photo: Identifiable, Hashable, Codable {
    var id: Int
    var name: String
    var url: URL
}

struct PhotosApp: App {
    @State private var showsDebugMenu = false

    var body: some Scene {
        WindowGroup {
            PhotoLibrary()
        }
        .commands {
            if showsDebugMenu {
                CommandMenu("Debug") {
                    Button("Reload") {}
                }
            } else {
                CommandGroup(after: .newItem) {
                    Button("Import…") {}
                }
            }
        }

        WindowGroup("Photo", for: Photo.ID.self) { $photoID in
            Text(photoID.map { "Photo \($0)" } ?? "No photo")
        }

        WindowGroup(id: "counter", for: Int.self) { $count in
            Stepper("Count: \(count)", value: $count)
        } defaultValue: {
            0
        }
    }
}

struct PhotoLibrary: View {
    @State private var photos: [Photo] = []
    @State private var importing = false
    @State private var exporting = false
    @State private var targeted = false
    @State private var pasted: [String] = []
    @Environment(\.openURL) private var openURL

    var body: some View {
        List(photos) { photo in
            HStack {
                Text(photo.name)
                Spacer()
                ShareLink("Share", item: photo.url, preview: SharePreview(photo.name))
                ShareLink(Text("Link"), item: photo.url)
            }
            .onDrag { NSItemProvider(object: photo.url as NSURL) }
        }
        .toolbar {
            ToolbarItem {
                ShareLink("Share All", items: photos.map(\.url))
            }
            ToolbarItem {
                ShareLink(items: photos.map(\.name)) { name in
                    SharePreview(name)
                }
            }
            ToolbarItem {
                PasteButton(payloadType: String.self) { strings in
                    pasted.append(contentsOf: strings)
                }
            }
            ToolbarItem {
                NewDocumentButton("New Text", contentType: .plainText)
            }
        }
        .fileImporter(isPresented: $importing, allowedContentTypes: [.image, .pdf], allowsMultipleSelection: true) { result in
            if case .success(let urls) = result {
                photos += urls.enumerated().map { Photo(id: $0.offset, name: $0.element.lastPathComponent, url: $0.element) }
            }
        }
        .fileExporter(isPresented: $exporting, item: pasted.joined(separator: "\n"), contentTypes: [.plainText],
                      defaultFilename: "Pasted.txt") { result in
            if case .failure(let error) = result { print(error) }
        }
        .onDrop(of: [.fileURL], isTargeted: $targeted) { providers in
            for provider in providers {
                provider.loadDataRepresentation(forTypeIdentifier: UTType.fileURL.identifier) { data, _ in
                    _ = data
                }
            }
            return true
        }
        .userActivity("com.example.photos.browsing") { activity in
            activity.title = "Browsing photos"
            activity.isEligibleForHandoff = true
        }
        .onContinueUserActivity("com.example.photos.browsing") { activity in
            _ = activity.userInfo
        }
        .environment(\.openURL, OpenURLAction { url in
            url.scheme == "https" ? .systemAction(url) : .handled
        })
        .sensoryFeedback(.pathComplete, trigger: photos.count)
    }
}
