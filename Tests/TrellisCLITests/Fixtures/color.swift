Text("red").foregroundStyle(.red).bold()
