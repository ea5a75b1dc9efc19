import SwiftUI

// Written for this suite in the idiom of jaywcjlove/swiftui-example,
// "example/alerts-and-menus/demo11/Demo/Shared/SettingsView.swift" (MIT; not copied): a macOS settings
// Form with an inline Picker over strings, a fixed width and a navigation title.

struct AppearanceSettings: View {
    private let themes = ["System", "Light", "Dark", "Sepia"]
    @State private var theme = "System"

    var body: some View {
        Form {
            Picker("Theme", selection: $theme) {
                ForEach(themes, id: \.self) { name in
                    Text(name)
                }
            }
            .pickerStyle(InlinePickerStyle())
        }
        .frame(width: 300)
        .navigationTitle("Appearance")
        .padding(60)
    }
}
