import Foundation
import TandemUIKit

/// Where a two-finger gesture began: kept in its run at its first report.
@MainActor
enum TwoFingerStart {
    static func read(_ recognizer: UIGestureRecognizer, in view: UIView, run: GestureRun) -> (
        location: CGPoint, anchor: UnitPoint
    ) {
        if let known = run.values["start"] as? CGPoint {
            return (known, anchor(known, in: view))
        }
        let location = recognizer.location(in: view)
        run.values["start"] = location
        return (location, anchor(location, in: view))
    }

    private static func anchor(_ point: CGPoint, in view: UIView) -> UnitPoint {
        let size = view.bounds.size
        return UnitPoint(
            x: size.width > 0 ? point.x / size.width : 0, y: size.height > 0 ? point.y / size.height : 0)
    }
}
