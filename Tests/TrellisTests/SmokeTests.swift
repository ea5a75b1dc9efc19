import Testing
@testable import Trellis

@Test func smoke() {
    let out = ViewRenderer(width: 30).render(VStack(alignment: .leading) {
        Text("Hello world, this wraps around").bold()
        HStack { Text("a"); Spacer(); Text("b") }.border(.rounded)
        Divider()
        ForEach(0..<3) { i in Text("row \(i)").strikethrough(i == 1) }
        Text("한국어 텍스트 줄바꿈 확인합니다").padding().border(.double)
        Text("Note").padding().background { Color.yellow }
    })
    print(out.plain)
    print(out.ansi)
    #expect(out.plain.contains("row 2"))
}
