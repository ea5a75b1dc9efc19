let rows = stdin()

VStack(alignment: .leading) {
    ForEach(rows, id: \.name) { row in
        Text("\(row.name) scored \(row.score)")
    }
}
