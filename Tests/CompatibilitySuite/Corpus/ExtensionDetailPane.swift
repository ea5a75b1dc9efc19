import SwiftUI

// Written for this corpus in the idiom of CodeEditApp/CodeEdit,
// "CodeEdit/Features/Extensions/ExtensionDetailView.swift" (MIT; not copied): a macOS detail
// pane with an optional NSImage icon, a grouped Form listing features, a title3 semibold
// caption and navigationSubtitle.

struct PluginSummary {
    var name: String
    var icon: NSImage?
    var capabilities: [String]
}

struct ExtensionDetailPane: View {
    var plugin: PluginSummary

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                if let icon = plugin.icon {
                    Image(nsImage: icon)
                        .resizable()
                        .frame(width: 96, height: 96)
                }
                Form {
                    Section("Capabilities") {
                        ForEach(plugin.capabilities, id: \.self) { capability in
                            Text(capability)
                        }
                    }
                }
                .formStyle(.grouped)
            }
            Text("Plugin Settings")
                .font(.title3)
                .fontWeight(.semibold)
                .padding(.leading)
            Text("Nothing to configure.")
                .foregroundStyle(.secondary)
                .padding(.top, -5)
        }
        .navigationSubtitle(plugin.name)
    }
}
