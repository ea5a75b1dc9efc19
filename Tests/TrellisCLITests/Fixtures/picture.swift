let rows = ["日本語 table", "👍🏽 done", "plain <&> \"quoted\""]

VStack(alignment: .leading) {
    Text("Picture").bold().underline()
    HStack {
        Text("ok").foregroundStyle(.green)
        Text("late").strikethrough().foregroundStyle(.red)
        Text("dim").italic().foregroundStyle(.secondary)
    }
    Text(" on blue ").background(.blue)
    ForEach(rows, id: \.self) { row in
        Text(row)
    }
}
.border(.rounded)
