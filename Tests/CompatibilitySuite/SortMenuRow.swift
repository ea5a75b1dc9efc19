import SwiftUI

enum SortOrder: String, CaseIterable {
    case name = "Name", date = "Date", size = "Size"
}

/// A list header with a sort menu and a filter picker, above rows that react to both.
struct FileBrowser: View {
    @State private var order = SortOrder.name
    @State private var showsHidden = false
    let files = ["notes.txt", "photo.jpg", ".profile", "report.pdf"]

    var sortedFiles: [String] {
        files.filter { showsHidden || !$0.hasPrefix(".") }.sorted()
    }

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text("Files")
                    .font(.title2)
                Spacer()
                Menu {
                    Picker("Sort by", selection: $order) {
                        ForEach(SortOrder.allCases, id: \.self) { order in
                            Text(order.rawValue)
                        }
                    }
                    Toggle("Show hidden files", isOn: $showsHidden)
                    Divider()
                    Button("Reset", role: .destructive) {
                        order = .name
                        showsHidden = false
                    }
                } label: {
                    Label("Sort", systemImage: "arrow.up.arrow.down")
                }
                .menuOrder(.fixed)
            }
            ForEach(sortedFiles, id: \.self) { file in
                Label(file, systemImage: "doc")
                    .help("Open \(file)")
            }
        }
        .padding()
    }
}
