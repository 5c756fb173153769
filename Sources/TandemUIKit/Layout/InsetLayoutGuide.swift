import Foundation
import TandemGraphics

/// A guide pinned to its owning view's bounds inset by insets the view
/// computes: the safe area, the layout margins.
@preconcurrency @MainActor
final class InsetLayoutGuide: UILayoutGuide {
    private let insets: @MainActor (UIView) -> UIEdgeInsets

    init(identifier: String, insets: @escaping @MainActor (UIView) -> UIEdgeInsets) {
        self.insets = insets
        super.init()
        self.identifier = identifier
    }

    override var fallbackFrame: CGRect {
        guard let owningView else { return .zero }
        return CGRect(origin: .zero, size: owningView.bounds.size).inset(by: insets(owningView))
    }

    override func makeInternalConstraints(isEngineRoot: Bool) -> [NSLayoutConstraint] {
        guard let view = owningView else { return [] }
        let i = insets(view)
        return [
            SystemConstraint.make(self, .left, .equal, view, .left, 1, i.left, kind: identifier),
            SystemConstraint.make(self, .top, .equal, view, .top, 1, i.top, kind: identifier),
            SystemConstraint.make(self, .width, .equal, view, .width, 1, -(i.left + i.right), kind: identifier),
            SystemConstraint.make(self, .height, .equal, view, .height, 1, -(i.top + i.bottom), kind: identifier),
        ]
    }
}
