// A sales report over CSV: columns typed by their cells, blanks as nil, grouped and totalled.
struct Sale: Decodable {
    let date: Date
    let region: String
    let rep: String
    let units: Int?
    let unit_price: Double
    let discount: Double?
    let note: String

    var revenue: Double {
        guard let units else { return 0 }
        return Double(units) * unit_price * (1 - (discount ?? 0))
    }
}

struct RegionTotal { let region: String; let total: Double }

struct TotalRow: View {
    let row: RegionTotal
    let maximum: Double
    var bar: String {
        let cells = maximum > 0 ? Int((row.total / maximum * 20).rounded()) : 0
        var text = ""
        for _ in 0..<cells { text += "█" }
        return text
    }
    var body: some View {
        HStack {
            Text(row.region).frame(width: 48, alignment: .leading)
            Text(row.total, format: .currency(code: "USD")).frame(width: 112, alignment: .trailing)
            Text(bar)
        }
    }
}

let sales: [Sale] = load("sales.csv")

VStack(alignment: .leading, spacing: 16) {
    Text("Sales, November 2026").font(.headline)
    Grid(alignment: .leading, horizontalSpacing: 16) {
        GridRow { Text("Date").bold(); Text("Region").bold(); Text("Rep").bold(); Text("Units").bold(); Text("Revenue").bold() }
        ForEach(Array(sales.sorted { $0.revenue > $1.revenue }.enumerated()), id: \.offset) { _, sale in
            GridRow {
                Text(sale.date, style: .date)
                Text(sale.region)
                Text(sale.rep)
                if let units = sale.units { Text(units.formatted()) } else { Text("–") }
                Text(sale.revenue, format: .currency(code: "USD"))
            }
        }
    }
    let regions = Dictionary(grouping: sales, by: { $0.region })
    let totals = regions.keys.sorted().map { RegionTotal(region: $0, total: (regions[$0] ?? []).map(\.revenue).reduce(0, +)) }
    VStack(alignment: .leading) {
        ForEach(totals, id: \.region) { TotalRow(row: $0, maximum: totals.map(\.total).max() ?? 0) }
    }
    Text("\(sales.count) sales, \(sales.compactMap(\.units).reduce(0, +).formatted()) units, \(sales.filter { $0.discount != nil }.count) discounted")
}
