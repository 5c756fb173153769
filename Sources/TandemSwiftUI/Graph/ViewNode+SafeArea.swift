import Foundation
import TandemUIKit

// Extending a node's frame into the host's safe area: what `ignoresSafeArea`
// does to a subtree, and what a `List` or `ScrollView` does to its own
// scroll view (it reaches under the bars while its content is inset).
extension ViewNode {
    /// `frame` (in the node's container's coordinates) grown into the
    /// host's safe area on `edges`: only an edge that reaches the safe
    /// area's boundary (within half a point) grows, outwards, to the
    /// boundary of what is left when `regions` are not respected. `frame`
    /// itself when the host has no insets in those regions, or the node is
    /// not in a host.
    func frameExtendedIntoSafeArea(_ frame: CGRect, regions: SafeAreaRegions, edges: Edge.Set) -> CGRect {
        guard !edges.isEmpty, let container = containerView, let graphHost = graph.host else { return frame }
        let safe = graphHost.safeRect(ignoring: [])
        let target = graphHost.safeRect(ignoring: regions)
        // Without insets in the ignored regions there is nothing to extend into
        // (what a moved subtree's translation relies on).
        guard target != safe else { return frame }
        let host = graphHost.graphContainerView
        let inHost = host.convert(container.convert(frame, to: nil), from: nil)
        var extended = inHost
        if edges.contains(.top), inHost.minY <= safe.minY + 0.5, target.minY < extended.minY {
            extended.size.height += extended.minY - target.minY
            extended.origin.y = target.minY
        }
        if edges.contains(.leading), inHost.minX <= safe.minX + 0.5, target.minX < extended.minX {
            extended.size.width += extended.minX - target.minX
            extended.origin.x = target.minX
        }
        if edges.contains(.bottom), inHost.maxY >= safe.maxY - 0.5, target.maxY > extended.maxY {
            extended.size.height = target.maxY - extended.minY
        }
        if edges.contains(.trailing), inHost.maxX >= safe.maxX - 0.5, target.maxX > extended.maxX {
            extended.size.width = target.maxX - extended.minX
        }
        return container.convert(host.convert(extended, to: nil), from: nil)
    }

    /// The frame a node's own UIKit view (its leaf's or effect view) is
    /// given for the layout frame `frame`: for a `List` or a `ScrollView`
    /// (``NodeLayoutState/scrollsUnderBars``) the frame extended into the
    /// container safe area at the ends of its scrolling axes where it
    /// reaches it, as SwiftUI's scrollable containers reach under the bars
    /// (their scroll view insets the content by the safe area, so the
    /// content starts where it was laid out); otherwise `frame`.
    func platformFrame(for frame: CGRect) -> CGRect {
        let edges = layoutState.scrollsUnderBars
        guard !edges.isEmpty else { return frame }
        return frameExtendedIntoSafeArea(frame, regions: .container, edges: edges)
    }
}
