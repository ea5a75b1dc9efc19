import SwiftUI

// Written for this corpus in the idiom of lgn21st/swiftui-tetris, "Sources/UI/SidePanelView.swift"
// (no licence given; not copied): a score panel with monospacedDigit, a tinted
// ProgressView(value:), Color(red:green:blue:opacity:), an overlay of a stroked Rectangle, a
// shadow(color:radius:x:y:), Spacer(minLength: 0) and divider rectangles.

public struct ScoreBoard {
    public var score = 1200
    public var level = 3
    public var lockRatio = 0.4
    public var warning = false
}

public struct GameSidePanel: View {
    public let board: ScoreBoard

    public init(board: ScoreBoard) {
        self.board = board
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            VStack(alignment: .leading, spacing: 4) {
                Text("Score \(board.score)")
                Text("Level \(board.level)")
            }
            let alert = Color.red.opacity(0.8)
            let calm = Color.green.opacity(0.7)
            PanelRule()
            ProgressView(value: board.lockRatio)
                .tint(board.warning ? alert : calm)
            PanelRule()
            Spacer(minLength: 0)
            Text("Next")
                .font(.system(size: 13, weight: .semibold, design: .default))
        }
        .font(.system(size: 14, weight: .semibold, design: .default))
        .monospacedDigit()
        .foregroundColor(Color(red: 0.8, green: 0.9, blue: 0.8))
        .padding(12)
        .frame(width: 160, height: 400)
        .background(Color(red: 0.05, green: 0.07, blue: 0.05))
        .overlay(
            Rectangle().stroke(Color(red: 0.3, green: 0.6, blue: 0.3, opacity: 0.5), lineWidth: 1)
        )
        .shadow(color: .black.opacity(0.4), radius: 6, x: 0, y: 4)
    }
}

private struct PanelRule: View {
    var body: some View {
        Rectangle()
            .fill(Color(red: 0.3, green: 0.6, blue: 0.3).opacity(0.4))
            .frame(height: 1)
            .padding(.vertical, 2)
    }
}
