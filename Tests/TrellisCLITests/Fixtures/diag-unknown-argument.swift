VStack(alignmnt: .leading) {
    Text("a")
}
