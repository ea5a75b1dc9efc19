import Testing
@testable import Trellis

@Test func smoke() {
    let out = ViewRenderer(width: 20).render(VStack(alignment: .leading) {
        Text("Hello world, this wraps around")
        HStack { Text("a"); Text("b") }
        ForEach(0..<3) { i in Text("row \(i)") }
    })
    print(out.plain)
    #expect(out.plain.contains("row 2"))
}
