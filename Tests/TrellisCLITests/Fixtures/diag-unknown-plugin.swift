import DisplayBoards

Text("a")
