import SwiftUI

// Own code: a remote photo grid as sample apps write it (no single model file): LazyVGrid
// with adaptive GridItems in a ScrollView, AsyncImage with a phase switch, square cells cut
// with clipShape, an overlay badge, and a selection sheet.

struct Photo: Identifiable, Decodable {
    let id: String
    let author: String
    let url: URL
}

struct PhotoCell: View {
    let photo: Photo

    var body: some View {
        AsyncImage(url: photo.url) { phase in
            switch phase {
            case .empty:
                ZStack {
                    Color.gray.opacity(0.2)
                    ProgressView()
                }
            case .success(let image):
                image
                    .resizable()
                    .scaledToFill()
            case .failure:
                Image(systemName: "photo")
                    .font(.largeTitle)
                    .foregroundColor(.secondary)
            @unknown default:
                EmptyView()
            }
        }
        .frame(minWidth: 0, maxWidth: .infinity)
        .aspectRatio(1, contentMode: .fit)
        .clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))
        .overlay(alignment: .bottomLeading) {
            Text(photo.author)
                .font(.caption2)
                .padding(4)
                .background(.ultraThinMaterial, in: Capsule())
                .padding(6)
        }
    }
}

struct PhotoGridView: View {
    @State private var photos: [Photo] = []
    @State private var selected: Photo?
    private let columns = [GridItem(.adaptive(minimum: 110), spacing: 8)]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 8) {
                    ForEach(photos) { photo in
                        PhotoCell(photo: photo)
                            .onTapGesture { selected = photo }
                    }
                }
                .padding(.horizontal)
            }
            .navigationTitle("Photos")
            .sheet(item: $selected) { photo in
                VStack {
                    AsyncImage(url: photo.url) { image in
                        image.resizable().aspectRatio(contentMode: .fit)
                    } placeholder: {
                        ProgressView()
                    }
                    Text(photo.author).font(.headline)
                }
                .padding()
            }
            .task {
                await loadPhotos()
            }
        }
    }

    private func loadPhotos() async {
        guard let url = URL(string: "https://picsum.photos/v2/list") else { return }
        do {
            let (data, _) = try await URLSession.shared.data(from: url)
            photos = try JSONDecoder().decode([Photo].self, from: data)
        } catch {
            photos = []
        }
    }
}
