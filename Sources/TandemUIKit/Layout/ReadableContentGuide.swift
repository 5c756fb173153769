import Foundation

/// A view's ``UIView/readableContentGuide``: the layout margins guide's
/// area, no wider than a comfortable line of body text (672 points, UIKit's
/// readable width at the default text size), centered in it.
final class ReadableContentGuide: UILayoutGuide {
    /// The widest a readable line gets.
    static let readableWidth: CGFloat = 672

    override init() {
        super.init()
        identifier = "UIViewReadableContentGuide"
    }

    override var fallbackFrame: CGRect {
        guard let owningView else { return .zero }
        let margins = owningView.layoutMarginsGuide.layoutFrame
        let width = min(margins.width, Self.readableWidth)
        return CGRect(x: margins.midX - width / 2, y: margins.minY, width: width, height: margins.height)
    }

    override func makeInternalConstraints(isEngineRoot: Bool) -> [NSLayoutConstraint] {
        guard let view = owningView else { return [] }
        let margins = view.layoutMarginsGuide
        let kind = identifier
        return [
            SystemConstraint.make(self, .centerX, .equal, margins, .centerX, 1, 0, kind: kind),
            SystemConstraint.make(self, .top, .equal, margins, .top, 1, 0, kind: kind),
            SystemConstraint.make(self, .bottom, .equal, margins, .bottom, 1, 0, kind: kind),
            SystemConstraint.make(
                self, .width, .lessThanOrEqual, nil, .notAnAttribute, 1, Self.readableWidth, kind: kind),
            SystemConstraint.make(self, .width, .lessThanOrEqual, margins, .width, 1, 0, kind: kind),
            // As wide as the margins allow, up to the readable width.
            SystemConstraint.make(
                self, .width, .equal, margins, .width, 1, 0, priority: UILayoutPriority(999), kind: kind),
        ]
    }
}
