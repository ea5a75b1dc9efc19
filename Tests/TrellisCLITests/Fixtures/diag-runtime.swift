struct Pick<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        Group(subviews: content) { subviews in
            subviews[3]
        }
    }
}

Pick {
    Text("only one")
}
