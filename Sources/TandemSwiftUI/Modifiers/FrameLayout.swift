public import Foundation
import TandemSupport

/// A fixed frame: the given width and height (the content's where `nil`),
/// the content proposed that size and aligned within it.
public struct _FrameLayout: ViewModifier, LayoutModifier {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.width = width.map(FrameValidation.length)
        self.height = height.map(FrameValidation.length)
        self.alignment = alignment
    }

    /// Never called: the graph applies it.
    public typealias Body = Never

    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    /// The frame's size: fixed dimensions, the content's elsewhere.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let proposed = inner(proposal)
        let child = subviews.first?.sizeThatFits(proposed) ?? .zero
        return CGSize(width: width ?? child.width, height: height ?? child.height)
    }

    /// Aligns the content in the frame.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        FrameAlignment.place(subviews, in: bounds, proposal: inner(proposal), alignment: alignment)
    }

    /// The content's explicit horizontal guides, moved by where it sits in the frame.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? {
        let inner = inner(proposal)
        let origin = GuidePassThrough.alignedOrigin(subviews, size: bounds.size, proposal: inner, alignment: alignment)
        return GuidePassThrough.value(guide.key, subviews: subviews, proposal: inner, origin: origin)
    }

    /// The content's explicit vertical guides, moved by where it sits in the frame.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        let inner = inner(proposal)
        let origin = GuidePassThrough.alignedOrigin(subviews, size: bounds.size, proposal: inner, alignment: alignment)
        return GuidePassThrough.value(guide.key, subviews: subviews, proposal: inner, origin: origin)
    }
}

/// Places subviews aligned within a frame.
@MainActor
enum FrameAlignment {
    static func place(_ subviews: LayoutSubviews, in bounds: CGRect, proposal: ProposedViewSize, alignment: Alignment) {
        let frame = ViewDimensions(size: bounds.size)
        for subview in subviews {
            let dimensions = subview.dimensions(in: proposal)
            let x = bounds.minX + frame[alignment.horizontal] - dimensions[alignment.horizontal]
            let y = bounds.minY + frame[alignment.vertical] - dimensions[alignment.vertical]
            subview.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: proposal)
        }
    }
}

/// The recovery for invalid frame lengths.
enum FrameValidation {
    /// A finite, non-negative length; NaN, infinite and negative lengths are
    /// reported and replaced by 0, where SwiftUI logs "Invalid frame dimension".
    static func length(_ value: CGFloat) -> CGFloat {
        guard value.isFinite, value >= 0 else {
            Diagnostics.report("SwiftUI", "Invalid frame dimension (negative or non-finite): \(value); 0 is used.")
            return 0
        }
        return value
    }
}

extension View {
    /// A fixed frame of `width` and `height` (the content's size where `nil`), the content aligned in it.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_FrameLayout(width: width, height: height, alignment: alignment))
    }

    /// A flexible frame between minimum and maximum sizes, the content aligned in it.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View {
        func valid(_ value: CGFloat?) -> CGFloat? {
            guard let value else { return nil }
            if value == .infinity { return value }
            return FrameValidation.length(value)
        }
        var low = (valid(minWidth), valid(minHeight))
        let high = (valid(maxWidth), valid(maxHeight))
        if let l = low.0, let h = high.0, l > h {
            Diagnostics.report(
                "SwiftUI", "Contradictory frame constraints specified: minWidth \(l) > maxWidth \(h); maxWidth is used."
            )
            low.0 = h
        }
        if let l = low.1, let h = high.1, l > h {
            Diagnostics.report(
                "SwiftUI",
                "Contradictory frame constraints specified: minHeight \(l) > maxHeight \(h); maxHeight is used.")
            low.1 = h
        }
        return modifier(
            _FlexFrameLayout(
                minWidth: low.0, idealWidth: valid(idealWidth), maxWidth: high.0, minHeight: low.1,
                idealHeight: valid(idealHeight),
                maxHeight: high.1, alignment: alignment))
    }
}
