import Boards

extension ContainerValues {
    @Entry var isRejected: Bool = false
}

VStack(alignmnt: .leading) {
    Txt("a")
    Text("b").bold(3)
    Text("c").containerValue(\.isRejectd, true)
    Color.redd
}
