import Foundation
import TandemGraphics
import TandemSupport

extension UIView {
    /// A rectangle made finite and standard, or nil (reported) when it cannot be.
    static func validated(_ rect: CGRect, what: String) -> CGRect? {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
            Diagnostics.report("UIView", "ignored a non-finite \(what) \(rect)")
            return nil
        }
        return rect.standardizedFields
    }

    /// Follows a change of frame, bounds or center.
    func geometryDidChange(oldSize: CGSize) {
        if !layoutFlags.contains(.applyingEngineFrame), let item = layoutState?.engineItem {
            if item.isPinnedToFrame {
                item.markDirty()
            } else {
                item.engine?.frameWasSetOutsideEngine(item)
            }
        }
        let size = layer.bounds.size
        guard size != oldSize else { return }
        setNeedsLayout()
        if contentMode == .redraw { setNeedsDisplay() }
        if autoresizesSubviews, !subviews.isEmpty { AutoresizingQueue.enqueue(self, oldSize: oldSize) }
        boundsSizeDidChange(from: oldSize)
    }

    /// Applies each subview's autoresizing mask after the bounds changed from
    /// `oldSize` (subviews placed by Auto Layout are left to the engine).
    func resizeSubviews(withOldSize oldSize: CGSize) {
        let newSize = bounds.size
        for subview in subviews where subview.translatesAutoresizingMaskIntoConstraints {
            guard subview.layoutState?.engineItem == nil, !subview.autoresizingMask.isEmpty else { continue }
            subview.frame = Autoresizing.frame(
                subview.frame, mask: subview.autoresizingMask, oldSuperSize: oldSize, newSuperSize: newSize)
        }
    }

}

/// Springs-and-struts arithmetic: a superview's size change is shared among
/// the flexible parts of an axis in proportion to their sizes (equally when
/// they are all zero), as UIKit does.
enum Autoresizing {
    /// The share of a size change each of (leading margin, size, trailing margin) takes.
    static func shares(
        start: CGFloat, size: CGFloat, end: CGFloat, flexibleStart: Bool, flexibleSize: Bool, flexibleEnd: Bool
    ) -> (start: CGFloat, size: CGFloat) {
        let parts = [(start, flexibleStart), (size, flexibleSize), (end, flexibleEnd)]
        let flexible = parts.filter { $0.1 }
        guard !flexible.isEmpty else { return (0, 0) }
        let total = flexible.reduce(0) { $0 + max(0, $1.0) }
        func share(_ value: CGFloat, _ isFlexible: Bool) -> CGFloat {
            guard isFlexible else { return 0 }
            return total > 0 ? max(0, value) / total : 1 / CGFloat(flexible.count)
        }
        return (share(start, flexibleStart), share(size, flexibleSize))
    }

    static func horizontalShares(_ frame: CGRect, _ mask: UIView.AutoresizingMask, superWidth: CGFloat) -> (
        start: CGFloat, size: CGFloat
    ) {
        shares(
            start: frame.minX, size: frame.width, end: superWidth - frame.maxX,
            flexibleStart: mask.contains(.flexibleLeftMargin), flexibleSize: mask.contains(.flexibleWidth),
            flexibleEnd: mask.contains(.flexibleRightMargin))
    }

    static func verticalShares(_ frame: CGRect, _ mask: UIView.AutoresizingMask, superHeight: CGFloat) -> (
        start: CGFloat, size: CGFloat
    ) {
        shares(
            start: frame.minY, size: frame.height, end: superHeight - frame.maxY,
            flexibleStart: mask.contains(.flexibleTopMargin), flexibleSize: mask.contains(.flexibleHeight),
            flexibleEnd: mask.contains(.flexibleBottomMargin))
    }

    /// `frame` after the superview went from `oldSuperSize` to `newSuperSize`.
    static func frame(
        _ frame: CGRect, mask: UIView.AutoresizingMask, oldSuperSize: CGSize, newSuperSize: CGSize
    ) -> CGRect {
        let h = horizontalShares(frame, mask, superWidth: oldSuperSize.width)
        let v = verticalShares(frame, mask, superHeight: oldSuperSize.height)
        let dw = newSuperSize.width - oldSuperSize.width, dh = newSuperSize.height - oldSuperSize.height
        return CGRect(
            x: frame.minX + h.start * dw, y: frame.minY + v.start * dh, width: max(0, frame.width + h.size * dw),
            height: max(0, frame.height + v.size * dh))
    }
}
