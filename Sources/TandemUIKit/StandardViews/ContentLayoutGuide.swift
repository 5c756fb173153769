import Foundation
import TandemGraphics

/// The content guide: at the content's origin, its size free (pulled to zero weakly).
@preconcurrency @MainActor
final class ContentLayoutGuide: UILayoutGuide {
    override init() {
        super.init()
        identifier = "UIScrollView-contentLayoutGuide"
    }

    override func makeInternalConstraints(isEngineRoot: Bool) -> [NSLayoutConstraint] {
        guard let view = owningView else { return [] }
        let kind = identifier
        return [
            SystemConstraint.make(self, .left, .equal, view, .left, 1, 0, kind: kind),
            SystemConstraint.make(self, .top, .equal, view, .top, 1, 0, kind: kind),
            SystemConstraint.make(self, .width, .greaterThanOrEqual, nil, .notAnAttribute, 1, 0, kind: kind),
            SystemConstraint.make(self, .height, .greaterThanOrEqual, nil, .notAnAttribute, 1, 0, kind: kind),
            SystemConstraint.make(
                self, .width, .equal, nil, .notAnAttribute, 1, 0, priority: UILayoutPriority(1), kind: kind),
            SystemConstraint.make(
                self, .height, .equal, nil, .notAnAttribute, 1, 0, priority: UILayoutPriority(1), kind: kind),
        ]
    }
}
