import Foundation

// Which of Tandem's own layouts size and place their subtree the same for
// any proposed length along an axis (``ViewNode/ignoresProposal(along:)``).
extension LayoutBox {
    /// True for a frame fixed along `axis` (its content is offered the
    /// fixed length whatever it is offered), and for the layouts sized and
    /// placed as their content, over content that ignores it: a frame not
    /// fixed along `axis` (it offers the content the proposal's length),
    /// a `background` or `overlay` (the content is offered the proposal,
    /// the secondary view the content's size), an effect. False for every
    /// other layout: a stack shares the proposal among its subviews, a
    /// padding offers it less the insets, a custom layout may read it.
    func ignoresProposal(along axis: Axis, subviews: LayoutSubviews) -> Bool {
        if let frame = layout as? _FrameLayout {
            if (axis == .horizontal ? frame.width : frame.height) != nil { return true }
            return Self.onlySubviewIgnoresProposal(along: axis, subviews)
        }
        if let secondary = layout as? SecondaryLayout {
            guard subviews.count == 2, secondary.contentIndex < 2 else { return false }
            return subviews.nodes[subviews.startIndex + secondary.contentIndex].ignoresProposal(along: axis)
        }
        if L.self == PassthroughLayout.self { return Self.onlySubviewIgnoresProposal(along: axis, subviews) }
        return false
    }

    private static func onlySubviewIgnoresProposal(along axis: Axis, _ subviews: LayoutSubviews) -> Bool {
        subviews.count == 1 && subviews.nodes[subviews.startIndex].ignoresProposal(along: axis)
    }
}
