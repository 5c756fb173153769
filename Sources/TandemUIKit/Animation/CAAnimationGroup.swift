import Foundation
import TandemGraphics

/// Several animations run together on one layer, their times measured from
/// the group's start and cut off at the group's end.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    /// The animations (their delegates are not called; the group's is).
    open var animations: [CAAnimation]?

    override var animatedKeys: [String] { (animations ?? []).flatMap(\.animatedKeys) }

    override func apply(at cycleTime: CFTimeInterval, to values: inout PresentationValues) {
        for animation in animations ?? [] {
            // A child's begin time is an offset into the group.
            switch animation.sample(elapsed: cycleTime - animation.beginTime) {
            case .active(let time):
                animation.apply(at: time, to: &values)
            case .beforeStart:
                if animation.fillMode == .backwards || animation.fillMode == .both { animation.apply(at: 0, to: &values) }
            case .ended(let time):
                if animation.fillMode == .forwards || animation.fillMode == .both { animation.apply(at: time, to: &values) }
            }
        }
    }
}
