Text("a").paddin(2)
