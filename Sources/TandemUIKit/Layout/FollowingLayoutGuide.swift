import Foundation

/// A layout guide that covers another view of the same owner (a list
/// content view's label), so that constraints can follow where that view
/// is placed.
final class FollowingLayoutGuide: UILayoutGuide {
    private weak var followed: UIView?

    init(identifier: String, following view: UIView) {
        followed = view
        super.init()
        self.identifier = identifier
    }

    override var fallbackFrame: CGRect { followed?.frame ?? .zero }

    override func makeInternalConstraints(isEngineRoot: Bool) -> [NSLayoutConstraint] {
        guard let followed else { return [] }
        return [
            SystemConstraint.make(self, .left, .equal, followed, .left, 1, 0, kind: identifier),
            SystemConstraint.make(self, .top, .equal, followed, .top, 1, 0, kind: identifier),
            SystemConstraint.make(self, .width, .equal, followed, .width, 1, 0, kind: identifier),
            SystemConstraint.make(self, .height, .equal, followed, .height, 1, 0, kind: identifier),
        ]
    }
}
