// The highlight and bold sections of the Korean article on SwiftUI containers (seed 002):
// NewContainerView reads two container values, on sections and on their rows.
//
//     trellis render Examples/Documents/highlight-sections.swift --color always

extension ContainerValues {
    @Entry var isHighlight: Bool = false
    @Entry var isBoldFont: Bool = false
}

extension View {
    func highlight(_ isHighlight: Bool) -> some View {
        containerValue(\.isHighlight, isHighlight)
    }

    func setBold(_ isBold: Bool) -> some View {
        containerValue(\.isBoldFont, isBold)
    }
}

struct NewContainerView<Content: View>: View {
    @ViewBuilder var contents: Content

    var body: some View {
        VStack(spacing: 1) {
            ForEach(sections: contents) { configure in
                let isSectionHighlight = configure.containerValues.isHighlight
                let isSectionBoldFont = configure.containerValues.isBoldFont
                VStack(spacing: 0) {
                    if !configure.header.isEmpty {
                        configure.header
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .font(.system(size: 20, weight: isSectionBoldFont ? .bold : .regular))
                            .foregroundStyle(isSectionHighlight ? Color.red : Color.primary)
                    }
                    ForEach(subviews: configure.content) { content in
                        let isBoldFont = content.containerValues.isBoldFont
                        let isHighlight = content.containerValues.isHighlight
                        content
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .foregroundStyle(isHighlight ? Color.red : Color.primary)
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

NewContainerView {
    Section {
        Text("첫 번째 컴포넌트")
        Text("두 번째 컴포넌트")
            .highlight(true)
    } header: {
        Text("섹션 1")
    }
    .setBold(true)

    Section {
        Text("세 번째 항목입니다")
            .setBold(true)
        Text("네 번째")
    } header: {
        Text("섹션 2")
    }
    .highlight(true)
}
