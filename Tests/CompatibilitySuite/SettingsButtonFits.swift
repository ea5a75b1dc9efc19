import SwiftUI

/// A label that never truncates: the long wording when it fits, a shorter one, then an icon.
struct SettingsButton: View {
    var body: some View {
        Button {
        } label: {
            ViewThatFits {
                Text("Open Settings")
                Text("Settings")
                Image(systemName: "gearshape")
            }
            .lineLimit(1)
        }
    }
}

struct ProductMetaRow: View {
    let title: String
    let price: String

    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack(spacing: 8) {
                Text(title).font(.headline)
                Spacer(minLength: 4)
                Text(price).font(.subheadline)
            }
            VStack(alignment: .leading, spacing: 4) {
                Text(title).font(.headline).lineLimit(2)
                Text(price).font(.subheadline)
            }
        }
    }
}

struct Toolbar: View {
    var body: some View {
        HStack {
            ProductMetaRow(title: "Mechanical keyboard", price: "$129")
            SettingsButton()
                .frame(maxWidth: 120)
        }
    }
}
