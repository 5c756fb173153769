public import Foundation
import TandemSupport

/// A flexible frame: the content's size clamped between minimums and maximums.
public struct _FlexFrameLayout: ViewModifier, LayoutModifier {
    let minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    let minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    let alignment: Alignment

    /// Never called: the graph applies it.
    public typealias Body = Never

    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        func clamp(_ value: CGFloat?, _ ideal: CGFloat?, _ low: CGFloat?, _ high: CGFloat?) -> CGFloat? {
            guard var value = value ?? ideal else { return nil }
            if let high { value = min(value, high) }
            if let low { value = max(value, low) }
            return value
        }
        return ProposedViewSize(
            width: clamp(proposal.width, idealWidth, minWidth, maxWidth),
            height: clamp(proposal.height, idealHeight, minHeight, maxHeight))
    }

    /// The content's size, grown to the minimum and to the proposal up to the
    /// maximum, as SwiftUI's flexible frame does.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let proposed = inner(proposal)
        let child = subviews.first?.sizeThatFits(proposed) ?? .zero
        func resolve(_ child: CGFloat, _ proposed: CGFloat?, _ low: CGFloat?, _ high: CGFloat?) -> CGFloat {
            var result = child
            if let low { result = max(low, min(result, proposed ?? result)) }
            if let high { result = min(high, max(result, proposed ?? result)) }
            return result
        }
        // An unspecified proposal asks for the ideal size: the frame's ideal where it has one.
        func ideal(_ value: CGFloat?, _ low: CGFloat?, _ high: CGFloat?) -> CGFloat? {
            guard var value else { return nil }
            if let high { value = min(value, high) }
            if let low { value = max(value, low) }
            return value
        }
        return CGSize(
            width: proposal.width == nil
                ? ideal(idealWidth, minWidth, maxWidth) ?? resolve(child.width, proposed.width, minWidth, maxWidth)
                : resolve(child.width, proposed.width, minWidth, maxWidth),
            height: proposal.height == nil
                ? ideal(idealHeight, minHeight, maxHeight)
                    ?? resolve(child.height, proposed.height, minHeight, maxHeight)
                : resolve(child.height, proposed.height, minHeight, maxHeight))
    }

    /// Aligns the content in the frame.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        FrameAlignment.place(subviews, in: bounds, proposal: inner(ProposedViewSize(bounds.size)), alignment: alignment)
    }

    /// The content's explicit horizontal guides, moved by where it sits in the frame.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? {
        let inner = inner(ProposedViewSize(bounds.size))
        let origin = GuidePassThrough.alignedOrigin(subviews, size: bounds.size, proposal: inner, alignment: alignment)
        return GuidePassThrough.value(guide.key, subviews: subviews, proposal: inner, origin: origin)
    }

    /// The content's explicit vertical guides, moved by where it sits in the frame.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        let inner = inner(ProposedViewSize(bounds.size))
        let origin = GuidePassThrough.alignedOrigin(subviews, size: bounds.size, proposal: inner, alignment: alignment)
        return GuidePassThrough.value(guide.key, subviews: subviews, proposal: inner, origin: origin)
    }
}
