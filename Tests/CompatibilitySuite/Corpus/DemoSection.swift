import SwiftUI

// Written for this corpus in the idiom of iOSDevAkash/SwiftUI-Examples,
// "Shared/AppFiles/SectionView.swift" (MIT; not copied): a generic Section with header and
// footer HStacks under #if os(iOS), a code sample on a black rounded background, and a plain
// Group with a Divider elsewhere; previewed in a Form with previewLayout.

struct DemoSection<Content: View>: View {
    var title: String?
    var summary: String
    var snippet: String?
    let content: () -> Content

    var body: some View {
        Group {
            #if os(iOS)
            Section(header: HStack { Text(title ?? "").foregroundColor(.blue); Spacer() },
                    footer: Text(summary).font(.footnote).multilineTextAlignment(.leading).padding(8)) {
                content()
                if let snippet {
                    Text(snippet)
                        .font(.footnote)
                        .foregroundColor(.green)
                        .padding()
                        .background(Color.black)
                        .cornerRadius(8)
                }
            }
            #else
            if let title {
                Text(title).font(.title3).bold()
            }
            content()
            Text(summary).foregroundColor(.secondary)
            Divider()
            #endif
        }
    }
}

struct DemoSection_Previews: PreviewProvider {
    static var previews: some View {
        Form {
            DemoSection(title: "Bold", summary: "Make text heavier with bold().", snippet: "Text(\"Hi\").bold()") {
                Text("Hi").bold()
            }
        }
        .previewLayout(.sizeThatFits)
    }
}
