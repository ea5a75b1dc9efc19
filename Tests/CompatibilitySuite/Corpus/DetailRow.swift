import SwiftUI

// Written for this suite in the idiom of nalexn/clean-architecture-swiftui,
// "CountriesSwiftUI/UI/CountryDetails/DetailRow.swift" (MIT; not copied): a key/value
// detail row of two Texts, with a second initializer taking a LocalizedStringKey.

struct KeyValueLine: View {
    private let key: Text
    private let value: Text

    init(key: Text, value: Text) {
        self.key = key
        self.value = value
    }

    init(key: Text, value: LocalizedStringKey) {
        self.init(key: key, value: Text(value))
    }

    var body: some View {
        HStack {
            key.font(.headline)
            Spacer()
            value.font(.callout)
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: 40, alignment: .leading)
    }
}

struct CountryFacts: View {
    var body: some View {
        List {
            KeyValueLine(key: Text("Capital"), value: Text("Bern"))
            KeyValueLine(key: Text("Currency"), value: "Swiss franc")
        }
    }
}
