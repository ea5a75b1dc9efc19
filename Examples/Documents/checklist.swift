// The tax checklist of "Mastering SwiftUI Container" (Clive Liu, seed 003), drawn by the
// bundled Checklist plugin (tax-checklist.swift writes the same container in the document).
//
// The first checklist is the article's first example: six Texts and a ForEach over two items
// from CSV, rows shaded alternately. The second adds sections with uppercase headers, a
// footer, rows already done and the article's `notApplicable` value, which strikes rows through.
//
//     trellis render Examples/Documents/checklist.swift --width 60

import Checklist

let items = load("tax-items.csv")

VStack(alignment: .leading, spacing: 16) {
    Checklist {
        Text("W2")
        Text("1099-B")
        Text("1099-R")
        Text("1099-DIV")
        Text("1099-INT")
        Text("1099-MISC")

        ForEach(items, id: \.item) { item in
            Text(item.item)
        }
    }

    Checklist {
        Section {
            Text("W2")
                .checked(true)
        } header: {
            Text("Primary income")
        }

        Section {
            Text("1099-B")
            Text("1099-R")
            Text("1099-DIV")
            Text("1099-INT")
            Text("1099-MISC")
        } header: {
            Text("1099s")
        }
        .checked(true)

        Section {
            ForEach(items, id: \.item) { item in
                Text(item.item)
            }
            .notApplicable(true)
        } header: {
            Text("Misc")
        } footer: {
            Text("Not applicable this year")
        }
    }
}
