import Foundation
import TandemUIKit

/// The `UIScrollView` of a `ScrollView`: tells the lazy stacks inside when
/// the visible part of the content moved.
final class ScrollContainerView: UIScrollView {
    private var observers: [WeakObserver] = []
    /// Its visible size, for `containerRelativeFrame` inside (written as it lays out).
    let containerSize = ContainerSize()

    private struct WeakObserver {
        weak var driver: LazyStackDriver?
    }

    override var contentOffset: CGPoint {
        didSet {
            guard contentOffset != oldValue else { return }
            observers.removeAll { $0.driver == nil }
            for observer in observers { observer.driver?.visibleAreaDidChange() }
        }
    }

    /// Registers a lazy stack to be told about scrolling.
    func addObserver(_ driver: LazyStackDriver) {
        guard !observers.contains(where: { $0.driver === driver }) else { return }
        observers.append(WeakObserver(driver: driver))
    }
}
