public import Foundation

/// Proposes the content a size of a fixed aspect ratio that fits or fills the proposal.
struct AspectRatioLayout: ViewModifier, LayoutModifier {
    typealias Body = Never
    let ratio: CGFloat?
    let contentMode: ContentMode

    private func target(_ proposal: ProposedViewSize, _ subviews: Subviews) -> ProposedViewSize {
        guard let content = subviews.first else { return proposal }
        let ideal = content.sizeThatFits(.unspecified)
        let ratio = self.ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard ratio > 0, ratio.isFinite else { return proposal }
        // One dimension given: the other follows from the ratio, fit or
        // fill (a list row offers a width and no height). Neither: the
        // content's ideal size is the space.
        switch (proposal.width, proposal.height) {
        case (let width?, nil) where width.isFinite: return ProposedViewSize(width: width, height: width / ratio)
        case (nil, let height?) where height.isFinite: return ProposedViewSize(width: height * ratio, height: height)
        default: break
        }
        let space = proposal.replacingUnspecifiedDimensions(by: ideal)
        let widthLed = CGSize(width: space.width, height: space.width / ratio)
        let heightLed = CGSize(width: space.height * ratio, height: space.height)
        switch contentMode {
        case .fit: return ProposedViewSize(widthLed.height <= space.height ? widthLed : heightLed)
        case .fill: return ProposedViewSize(widthLed.height >= space.height ? widthLed : heightLed)
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(target(proposal, subviews)) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        FrameAlignment.place(subviews, in: bounds, proposal: target(proposal, subviews), alignment: .center)
    }
}

extension View {
    /// Sizes the view to `aspectRatio` (width over height; its ideal ratio
    /// when nil), fitting or filling the space it is offered.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(AspectRatioLayout(ratio: aspectRatio, contentMode: contentMode))
    }

    /// Sizes the view to the ratio of `aspectRatio`, fitting or filling the space it is offered.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        modifier(
            AspectRatioLayout(
                ratio: aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode))
    }

    /// Scales the view to fit its space, keeping its ideal aspect ratio.
    public func scaledToFit() -> some View {
        aspectRatio(contentMode: .fit)
    }

    /// Scales the view to fill its space, keeping its ideal aspect ratio.
    public func scaledToFill() -> some View {
        aspectRatio(contentMode: .fill)
    }
}
