// The highlight and bold sections of the Korean article on SwiftUI containers (seed 002),
// drawn by the bundled Sections plugin: its NewContainerView reads two container values,
// `isHighlight` and `isBoldFont`, on sections and on their rows.
//
//     trellis render Examples/Documents/highlight-sections.swift --color always

import Sections

Sections {
    Section("첫 섹션") {
        Text("첫 번째 컴포넌트")
            .highlight(true)
            .setBold(true)
    }
    .highlight(true)

    Section("두 번째 섹션") {
        Text("두 번째 컴포넌트")
            .highlight(true)
            .setBold(true)
    }

    Section {
        Text("세 번째 항목입니다")
            .setBold(true)
        Text("네 번째")
    } header: {
        Text("섹션 3")
    }
    .setBold(true)

    Text("다섯 번째 컴포넌트")
        .highlight(false)
    Text("여섯 번째 컴포넌트")
        .highlight(true)
}
