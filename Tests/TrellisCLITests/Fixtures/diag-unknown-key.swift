extension ContainerValues {
    @Entry var isRejected: Bool = false
}

Text("a").containerValue(\.isRejectd, true)
