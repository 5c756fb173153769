/// Something that runs code on every animation frame before it is drawn:
/// display links, property animators. Observers are held strongly by the
/// engine while registered, as run loops hold display links and UIKit
/// holds running animators.
@MainActor
package protocol AnimationFrameObserver: AnyObject {
    /// The frame of `time` (the animation clock's) is about to be drawn.
    func animationFrame(at time: CFTimeInterval)
    /// Whether it needs frames to keep coming (a paused link or animator does not).
    var wantsFrames: Bool { get }
    /// Whether it is an animation that comes to an end by itself (a scroll
    /// view's deceleration), which `runAnimationsToEnd` waits for; a display
    /// link is not (false by default).
    var endsByItself: Bool { get }
}

extension AnimationFrameObserver {
    /// Display links and the like run until stopped.
    package var endsByItself: Bool { false }
}
