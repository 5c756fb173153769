import Foundation
import TandemGraphics

/// Several animations run together on one layer, their times measured from
/// the group's start and cut off at the group's end.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    /// The animations (their delegates are not called; the group's is).
    open var animations: [CAAnimation]?

    override func apply(at cycleTime: CFTimeInterval, to values: inout PresentationValues) {
        for animation in animations ?? [] {
            // A child's begin time is an offset into the group.
            animation.applyFilled(animation.sample(elapsed: cycleTime - animation.beginTime), to: &values)
        }
    }
}
