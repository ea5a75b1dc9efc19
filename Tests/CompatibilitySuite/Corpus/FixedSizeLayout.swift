import SwiftUI

// Written for this suite in the idiom of fatbobman/BlogCodes,
// "My_Frame/My_Frame/FixedSizeLayout.swift" (MIT; not copied): re-implementing fixedSize as a
// type that is both a Layout (passing nil proposals on the fixed axes to its single subview)
// and a ViewModifier that wraps content in itself, exposed as View extensions.

private struct IdealSizeLayout: Layout, ViewModifier {
    let horizontal: Bool
    let vertical: Bool

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let only = subviews.first, subviews.count == 1 else { return .zero }
        return only.sizeThatFits(ProposedViewSize(
            width: horizontal ? nil : proposal.width,
            height: vertical ? nil : proposal.height
        ))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let only = subviews.first, subviews.count == 1 else { return }
        only.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
    }

    func body(content: Content) -> some View {
        callAsFunction {
            content
        }
    }
}

extension View {
    func idealSize(horizontal: Bool = true, vertical: Bool = true) -> some View {
        modifier(IdealSizeLayout(horizontal: horizontal, vertical: vertical))
    }
}

struct IdealSizeDemo: View {
    var body: some View {
        VStack {
            Text("A long caption that would otherwise wrap")
                .idealSize(horizontal: true, vertical: false)
                .frame(width: 120)
                .border(.red)
        }
    }
}
