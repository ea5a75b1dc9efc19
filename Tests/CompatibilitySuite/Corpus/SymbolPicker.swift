import SwiftUI

// Written for this suite in the idiom of Lakr233/Rayon,
// "Foundation/SymbolPicker/Sources/SymbolPicker/SymbolPicker.swift" (MIT (Lakr's Edition); not copied): an SF
// Symbol picker: a PlatformColor typealias per platform, sizes chosen with #if os(...), a
// LazyVGrid(.adaptive) of symbol buttons filtered by searchable on iOS or a TextField on macOS,
// dismissal through presentationMode, inside a NavigationView with a toolbar.

#if os(iOS) || os(tvOS)
import UIKit
typealias PlatformColor = UIColor
#elseif os(macOS)
import AppKit
typealias PlatformColor = NSColor
#endif

public struct SymbolGridPicker: View {
    private static let symbols = ["star", "heart", "bolt", "leaf", "flame", "drop", "moon", "sun.max", "cloud", "gear"]

    private static var cellSize: CGFloat {
        #if os(macOS)
        30
        #else
        64
        #endif
    }

    private static var glyphSize: CGFloat {
        #if os(macOS)
        14
        #else
        24
        #endif
    }

    @Binding public var symbol: String
    @State private var query = ""
    @Environment(\.presentationMode) private var presentationMode

    public init(symbol: Binding<String>) {
        _symbol = symbol
    }

    private var matches: [String] {
        query.isEmpty ? Self.symbols : Self.symbols.filter { $0.localizedCaseInsensitiveContains(query) }
    }

    private func adaptive(light: PlatformColor, dark: PlatformColor) -> Color {
        #if os(iOS) || os(tvOS)
        Color(uiColor: PlatformColor { $0.userInterfaceStyle == .dark ? dark : light })
        #else
        Color(nsColor: PlatformColor(name: nil) { $0.name == .darkAqua ? dark : light })
        #endif
    }

    private var cellBackground: Color {
        adaptive(light: .init(white: 0.92, alpha: 1), dark: .init(white: 0.18, alpha: 1))
    }

    private var grid: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: Self.cellSize, maximum: Self.cellSize))]) {
                ForEach(matches, id: \.self) { name in
                    Button {
                        symbol = name
                        presentationMode.wrappedValue.dismiss()
                    } label: {
                        Image(systemName: name)
                            .font(.system(size: Self.glyphSize))
                            .frame(maxWidth: .infinity, minHeight: Self.cellSize)
                            .background(name == symbol ? Color.accentColor : cellBackground)
                            .foregroundColor(name == symbol ? .white : .primary)
                            .cornerRadius(6)
                    }
                    .buttonStyle(PlainButtonStyle())
                }
            }
            .padding()
        }
    }

    public var body: some View {
        #if os(iOS)
        NavigationView {
            grid
                .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always))
                .navigationTitle("Symbols")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") { presentationMode.wrappedValue.dismiss() }
                    }
                }
        }
        #else
        VStack(spacing: 10) {
            TextField("Search", text: $query)
                .disableAutocorrection(true)
            grid
        }
        .frame(width: 320, height: 360)
        .padding()
        #endif
    }
}
