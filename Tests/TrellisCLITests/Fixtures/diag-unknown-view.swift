VStack {
    Txt("a")
}
