import Foundation

extension UICollectionView {
    /// Where ``scrollToItem(at:at:animated:)`` puts an item on one axis.
    enum AxisPosition { case leading, center, trailing, nearest }

    /// The offset on one axis that puts the span `low…high` at `position`, kept within the content.
    func offset(
        showing low: CGFloat, _ high: CGFloat, current: CGFloat, visible: CGFloat, before: CGFloat, after: CGFloat,
        content: CGFloat,
        position: AxisPosition
    ) -> CGFloat {
        let room = visible - before - after
        let target: CGFloat =
            switch position {
            case .leading: low - before
            case .center: (low + high) / 2 - before - room / 2
            case .trailing: high - before - room
            case .nearest:
                if low < current + before {
                    low - before
                } else if high > current + before + room {
                    high - before - room
                } else {
                    current
                }
            }
        return min(max(target, -before), max(-before, content + after - visible))
    }
}
