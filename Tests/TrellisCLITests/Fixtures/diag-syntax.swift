VStack {
    Text("a"
    Text("b")
}
