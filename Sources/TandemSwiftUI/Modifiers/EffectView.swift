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

    /// Whether touches on the effect's own area (not on a subview) stop
    /// here: true for gestures and content shapes, false for drawing
    /// effects, which are transparent to touches as SwiftUI's are.
    var isHitTarget = false

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self && !isHitTarget ? nil : hit
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
        node.reconcile([(.single, content)], environment: node.environment)
    }
}
