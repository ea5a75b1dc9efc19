// The WWDC24 "Demystify SwiftUI containers" display board (seeds 000–002), as a container:
// sections are columns with a header card when the header is not empty, cards are pinned by a
// custom `Layout` with a deterministic, irregular placement, drawn smaller past 15 cards, and
// a rejected card is struck through with a red ✗ in its corner (a visible mark in plain text).
import Foundation
import Trellis

extension ContainerValues {
    /// Whether a card (or every card of a section) is rejected.
    @Entry public var isDisplayBoardCardRejected: Bool = false
}

extension View {
    /// Rejects this card, or on a `Section` every card in it.
    public func displayBoardCardRejected(_ isRejected: Bool) -> some View {
        containerValue(\.isDisplayBoardCardRejected, isRejected)
    }
}

/// A board of cards in columns, one column per section of its content.
public struct DisplayBoard<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        HStack(alignment: .top, spacing: 24) {
            ForEach(sections: content) { section in
                VStack(alignment: .leading, spacing: 16) {
                    if !section.header.isEmpty {
                        DisplayBoardHeaderCard { section.header }
                    }
                    DisplayBoardColumn { section.content }
                }
            }
        }
    }
}

/// The cards of one column.
struct DisplayBoardColumn<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        DisplayBoardCardLayout {
            Group(subviews: content) { subviews in
                ForEach(subviews) { subview in
                    DisplayBoardCard(
                        isSmall: subviews.count > 15,
                        isRejected: subview.containerValues.isDisplayBoardCardRejected
                    ) {
                        subview
                    }
                }
            }
        }
    }
}

/// A section's header, in a double border.
struct DisplayBoardHeaderCard<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        HStack { content }.bold().padding(.horizontal, 8).border(.double)
    }
}

/// One card: its content in a rounded border (a tighter, square one when small); struck
/// through in red with a red ✗ in its corner when rejected.
struct DisplayBoardCard<Content: View>: View {
    var isSmall = false
    var isRejected = false
    @ViewBuilder var content: Content

    var body: some View {
        struck
            .padding(.horizontal, isSmall ? 0 : 8)
            .border(isSmall ? .single : .rounded)
            .overlay(alignment: .topTrailing) {
                if isRejected { Text("✗").foregroundStyle(.red).bold() }
            }
    }

    /// The content, struck through in red when rejected (the slash of the talk).
    @ViewBuilder private var struck: some View {
        if isRejected {
            content.strikethrough().foregroundStyle(.red)
        } else {
            content
        }
    }
}

/// Cards pinned down a column, each nudged right by 0 to 24 points (0 to 3 columns) and some
/// followed by a 16-point gap (a blank line), in a pattern that repeats every five cards.
/// Given a width, cards are proposed what is left of it after their nudge, so that their text
/// wraps instead of overflowing.
struct DisplayBoardCardLayout: Layout {
    private static let nudges: [CGFloat] = [0, 16, 8, 24, 8]
    private static let gaps: [CGFloat] = [0, 16, 0, 0, 16]

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var width: CGFloat = 0, height: CGFloat = 0
        for (index, subview) in subviews.enumerated() {
            let size = subview.sizeThatFits(Self.cardProposal(index, in: proposal))
            width = max(width, size.width + Self.nudges[index % 5])
            height += size.height + (index + 1 < subviews.count ? Self.gaps[index % 5] : 0)
        }
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for (index, subview) in subviews.enumerated() {
            let cardProposal = Self.cardProposal(index, in: ProposedViewSize(width: bounds.width, height: nil))
            subview.place(at: CGPoint(x: bounds.minX + Self.nudges[index % 5], y: y), proposal: cardProposal)
            y += subview.sizeThatFits(cardProposal).height + Self.gaps[index % 5]
        }
    }

    /// What card `index` is proposed: the width left after its nudge, or its ideal size.
    private static func cardProposal(_ index: Int, in proposal: ProposedViewSize) -> ProposedViewSize {
        guard let width = proposal.width, width.isFinite else { return .unspecified }
        return ProposedViewSize(width: max(0, width - nudges[index % 5]), height: nil)
    }
}
