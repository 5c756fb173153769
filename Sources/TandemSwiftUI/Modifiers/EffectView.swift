import Foundation
import TandemGraphics
import TandemUIKit

/// The UIKit view an effect modifier puts around its content: the effect
/// (alpha, clipping, transform, shadow, mask) is applied to this view, and
/// the content's views are its subviews.
class EffectView: UIView {
    /// The effect's shape and transforms, out of line: most effect views
    /// (a list row's container, an opacity) have none.
    private var geometry: EffectViewGeometry?

    private func ensureGeometry() -> EffectViewGeometry {
        if let geometry { return geometry }
        let made = EffectViewGeometry()
        geometry = made
        return made
    }

    /// The shape the content is clipped to, computed for the view's bounds.
    var maskShape: ((CGRect) -> Path)? {
        get { geometry?.maskShape }
        set {
            if newValue != nil || geometry != nil { ensureGeometry().maskShape = newValue }
            setNeedsLayout()
        }
    }

    /// The effect's transform and the point of the view it turns about (a
    /// unit point of the bounds). UIKit turns `transform` about the center,
    /// so the transform set is moved to keep the anchor in place, again
    /// whenever the bounds change.
    var anchoredTransform: (transform: CGAffineTransform, anchor: UnitPoint)? {
        get { geometry?.anchoredTransform }
        set {
            if newValue != nil || geometry != nil { ensureGeometry().anchoredTransform = newValue }
            applyAnchoredTransform()
        }
    }

    /// A geometry effect's transform for a size (`effectValue(size:)`), in
    /// the view's coordinates from its top-left corner: worked out again for
    /// the view's size whenever it is set and at every layout.
    var sizedTransform: ((CGSize) -> CGAffineTransform)? {
        get { geometry?.sizedTransform }
        set {
            if newValue != nil || geometry != nil { ensureGeometry().sizedTransform = newValue }
            applySizedTransform()
        }
    }

    private func applySizedTransform() {
        guard let sizedTransform else { return }
        let turn = sizedTransform(bounds.size)
        if anchoredTransform?.transform != turn || anchoredTransform?.anchor != .topLeading {
            anchoredTransform = (turn, .topLeading)
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Whether touches anywhere in the effect's frame stop here (a content
    /// shape). Drawing effects are transparent to touches, as SwiftUI's are.
    var isHitTarget = false
    /// Whether touches on the drawn content inside (text, colors, shapes;
    /// not the gaps between them) stop here: a gesture's view.
    var hitsContent = false

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        guard hit === self else { return hit }
        if isHitTarget || (hitsContent && EffectView.content(of: self, contains: point)) { return self }
        return nil
    }

    /// Whether a visible descendant of `view` covers `point` (in `view`'s coordinates).
    private static func content(of view: UIView, contains point: CGPoint) -> Bool {
        for subview in view.subviews where !subview.isHidden && subview.alpha > 0.01 {
            let local = view.convert(point, to: subview)
            if subview.subviews.isEmpty || !(subview is EffectView) {
                if subview.bounds.contains(local) { return true }
            } else if content(of: subview, contains: local) {
                return true
            }
        }
        return false
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        applySizedTransform()
        applyAnchoredTransform()
        if let maskShape {
            let mask = (layer.mask as? CAShapeLayer) ?? CAShapeLayer()
            // SwiftUI's clip follows its view's frame at once (or its transaction's animation).
            mask.disablesImplicitAnimations = true
            mask.frame = bounds
            mask.path = maskShape(bounds).cgPath
            if layer.mask !== mask { layer.mask = mask }
        } else if layer.mask != nil, mask == nil {
            // (A mask view's layer, `mask(alignment:_:)`'s, stays.)
            layer.mask = nil
        }
    }

    private func applyAnchoredTransform() {
        guard let (turn, anchor) = anchoredTransform else { return }
        // The anchor, from the center, stays where it is: p' = T(p - d) + d.
        let d = CGPoint(x: (anchor.x - 0.5) * bounds.width, y: (anchor.y - 0.5) * bounds.height)
        var moved = turn
        moved.tx += d.x - (turn.a * d.x + turn.c * d.y)
        moved.ty += d.y - (turn.b * d.x + turn.d * d.y)
        if transform != moved { transform = moved }
    }
}

/// A modifier applied by a UIKit view around the content.
protocol ViewEffectModifier: PrimitiveModifier {
    @MainActor func apply(to view: EffectView, environment: EnvironmentValues)
}

extension ViewEffectModifier {
    func updateNode<Content: View>(_ updater: NodeUpdater, content: Content) {
        let view = updater.ensureEffectView { EffectView(frame: .zero) }
        apply(to: view, environment: updater.environment)
        updater.setLayout(PassthroughLayout())
        updater.reconcile(single: content)
    }
}
