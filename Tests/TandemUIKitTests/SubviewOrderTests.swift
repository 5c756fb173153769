import Foundation
import Testing
import UIKit

/// Reordering subviews keeps the layers (which decide drawing) in the
/// same order as the views.
@MainActor
@Suite struct SubviewOrderTests {
    private func views(_ count: Int, in container: UIView) -> [UIView] {
        (0..<count).map { _ in
            let view = UIView()
            container.addSubview(view)
            return view
        }
    }

    private func layersMatchViews(_ container: UIView) -> Bool {
        container.layer.sublayers?.map(ObjectIdentifier.init) == container.subviews.map { ObjectIdentifier($0.layer) }
    }

    @Test func aViewMovedBackOrForwardTakesItsLayerToTheSamePlace() {
        let container = UIView()
        let subviews = views(6, in: container)
        // Back: from 1 to 4 (counted without it).
        container.insertSubview(subviews[1], at: 4)
        #expect(container.subviews.map { subviews.firstIndex(of: $0)! } == [0, 2, 3, 4, 1, 5])
        #expect(layersMatchViews(container))
        // Forward: from 4 to 0.
        container.insertSubview(subviews[1], at: 0)
        #expect(container.subviews.map { subviews.firstIndex(of: $0)! } == [1, 0, 2, 3, 4, 5])
        #expect(layersMatchViews(container))
        container.insertSubview(subviews[5], belowSubview: subviews[2])
        container.insertSubview(subviews[1], aboveSubview: subviews[4])
        container.bringSubviewToFront(subviews[0])
        #expect(container.subviews.map { subviews.firstIndex(of: $0)! } == [5, 2, 3, 4, 1, 0])
        #expect(layersMatchViews(container))
    }
}
