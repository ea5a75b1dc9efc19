import SwiftUI

// Written for this suite in the idiom of Whisky-App/Whisky, "Whisky/Views/Common/BottomBar.swift"
// (GPL-3.0, not copied): a View extension that pins a bar under the content with
// `safeAreaInset(edge: .bottom)`, a Divider and a material background, and a
// PrimitiveButtonStyle that triggers the configuration.

extension View {
    func bottomToolbar<Bar: View>(@ViewBuilder _ bar: () -> Bar) -> some View {
        modifier(BottomToolbarModifier(bar: bar()))
    }
}

private struct BottomToolbarModifier<Bar: View>: ViewModifier {
    var bar: Bar

    func body(content: Content) -> some View {
        content
            .safeAreaInset(edge: .bottom, spacing: 0) {
                VStack(spacing: 0) {
                    Divider()
                    bar
                        .padding(.horizontal)
                        .padding(.vertical, 8)
                }
                .background(.regularMaterial)
                .buttonStyle(FlatBarButtonStyle())
            }
    }
}

struct FlatBarButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.trigger()
        } label: {
            configuration.label
                .foregroundStyle(.primary)
        }
    }
}

struct BottleConfigView: View {
    @State private var retina = false
    @State private var windowsVersion = "Windows 10"

    var body: some View {
        Form {
            Picker("Windows version", selection: $windowsVersion) {
                ForEach(["Windows 7", "Windows 10", "Windows 11"], id: \.self) { Text($0) }
            }
            Toggle("Retina mode", isOn: $retina)
        }
        .formStyle(.grouped)
        .bottomToolbar {
            HStack {
                Spacer()
                Button("Open C: drive") {}
                Button("Run…") {}
            }
        }
    }
}
