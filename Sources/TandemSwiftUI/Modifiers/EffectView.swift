import Foundation
import TandemUIKit

/// The UIKit view an effect modifier puts around its content: the effect
/// (alpha, clipping, transform, shadow, mask) is applied to this view, and
/// the content's views are its subviews.
final class EffectView: UIView {
    /// The shape the content is clipped to, computed for the view's bounds.
    var maskShape: ((CGRect) -> Path)? {
        didSet { setNeedsLayout() }
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
        if let maskShape {
            let mask = (layer.mask as? CAShapeLayer) ?? CAShapeLayer()
            mask.frame = bounds
            mask.path = maskShape(bounds).cgPath
            if layer.mask !== mask { layer.mask = mask }
        } else if layer.mask != nil {
            layer.mask = nil
        }
    }
}

/// A modifier applied by a UIKit view around the content.
protocol ViewEffectModifier: PrimitiveModifier {
    @MainActor func apply(to view: EffectView, environment: EnvironmentValues)
}

extension ViewEffectModifier {
    func updateNode<Content: View>(_ node: ViewNode, content: Content) {
        let view = node.ensureEffectView { EffectView(frame: .zero) }
        apply(to: view, environment: node.environment)
        node.setLayout(PassthroughLayout())
        node.reconcile(single: content, environment: node.environment)
    }
}
