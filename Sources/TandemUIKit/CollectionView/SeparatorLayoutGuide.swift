import Foundation

/// A list cell's ``UICollectionViewListCell/separatorLayoutGuide``: a
/// hairline along the cell's bottom, to its trailing edge, whose leading
/// edge is the separator's start. Its own leading constraint is weak, so
/// a constraint the app adds decides.
final class SeparatorLayoutGuide: UILayoutGuide {
    override init() {
        super.init()
        identifier = "UICollectionViewListCell-separatorLayoutGuide"
    }

    override func makeInternalConstraints(isEngineRoot: Bool) -> [NSLayoutConstraint] {
        guard let view = owningView else { return [] }
        let kind = identifier
        return [
            SystemConstraint.make(self, .leading, .equal, view, .leading, 1, 16, priority: .defaultLow, kind: kind),
            SystemConstraint.make(self, .trailing, .equal, view, .trailing, 1, 0, kind: kind),
            SystemConstraint.make(self, .bottom, .equal, view, .bottom, 1, 0, kind: kind),
            SystemConstraint.make(self, .height, .equal, nil, .notAnAttribute, 1, 1, kind: kind),
        ]
    }
}
