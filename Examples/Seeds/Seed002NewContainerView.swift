// Seed 002 (the Korean article): NewContainerView with its container values, only the
// import changed.
import Trellis

extension ContainerValues {
    @Entry var isHighlight: Bool = false
    @Entry var isBoldFont: Bool = false
}

struct NewContainerView<Content: View>: View {
    @ViewBuilder var contents: Content

    var body: some View {
        VStack(spacing: 24) {
            ForEach(sections: contents) { configure in
                let isSectionHighlight = configure.containerValues.isHighlight
                let isSectionBoldFont = configure.containerValues.isBoldFont
                VStack(spacing: .zero) {
                    /// header
                    if !configure.header.isEmpty {
                        configure.header
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .font(.system(size: 20, weight: isSectionBoldFont ? .bold : .regular))
                            .foregroundStyle(isSectionHighlight ? .red : .black)
                    }
                    /// content
                    ForEach(subviews: configure.content) { content in
                        let isBoldFont = content.containerValues.isBoldFont
                        let isHighlight = content.containerValues.isHighlight
                        content
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .foregroundStyle(isHighlight ? .red : .black)
                            .font(.system(size: 16, weight: isBoldFont ? .bold : .regular))
                    }
                }
                .padding()
                .background(Color.black.opacity(0.02))
                .clipShape(.rect(cornerRadius: 16))
            }
        }
    }
}

struct Seed002ContentView: View {
    var body: some View {
        NewContainerView {
            Section {
                Text("첫 번째 컴포넌트")
                Text("두 번째 컴포넌트")
                    .containerValue(\.isHighlight, true)
            } header: {
                Text("섹션 1")
            }
            .containerValue(\.isBoldFont, true)

            Section {
                Text("세 번째 항목입니다")
                    .containerValue(\.isBoldFont, true)
                Text("네 번째")
            } header: {
                Text("섹션 2")
            }
            .containerValue(\.isHighlight, true)
        }
    }
}
