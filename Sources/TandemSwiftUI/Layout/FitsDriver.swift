import Foundation
import TandemUIKit

/// Chooses the candidate and hides the others.
@MainActor
final class FitsDriver: LayoutDriver {
    var axes: Axis.Set

    init(axes: Axis.Set) { self.axes = axes }

    /// The index of the first candidate whose ideal size fits `proposal` along the axes.
    private func choice(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Int? {
        guard !subviews.isEmpty else { return nil }
        for index in subviews.indices {
            let ideal = subviews[index].sizeThatFits(
                ProposedViewSize(
                    width: axes.contains(.horizontal) ? nil : proposal.width,
                    height: axes.contains(.vertical) ? nil : proposal.height))
            let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { ideal.width <= $0 } ?? true
            let fitsHeight = !axes.contains(.vertical) || proposal.height.map { ideal.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return index }
        }
        return subviews.endIndex - 1
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        guard let index = choice(proposal, subviews) else { return .zero }
        return subviews[index].sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        let chosen = choice(proposal, subviews)
        for index in subviews.indices {
            let node = subviews[index].node
            if index == chosen {
                node.setPlatformViewsHidden(false)
                subviews[index].place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
            } else {
                node.setPlatformViewsHidden(true)
                subviews[index].place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .zero)
            }
        }
    }

    func explicitAlignment(
        _ guide: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews
    ) -> CGFloat? {
        nil
    }

    func spacing(subviews: LayoutSubviews) -> ViewSpacing { ViewSpacing() }

    func subviewsDidChange() {}
}
