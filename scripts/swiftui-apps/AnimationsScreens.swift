// Driver of scripts/check-swiftui-apps.sh for Animations (Hacking with
// Swift, project 6: implicit, explicit and binding animations, springs, a
// transition, a repeating pulse): each screen before its animation, at
// moments inside it and at its end, on a manual animation clock, so the
// frames are those of the given times.
import Foundation
import SwiftUI
import SwiftUIAppScreens
import TandemTesting
import UIKit

@testable import Animations

MainActor.assumeIsolated {
    let screens = ScreenWriter()
    TandemAnimationClock.useManualTime()
    /// Launches `app`, writes it, does `act`, then writes the frames at `times` (seconds after) and the end.
    @MainActor func frames(
        _ name: String, _ app: XCUIApplication, at times: [Double], endless: Bool = false, act: () -> Void
    ) {
        app.launch()
        screens.write("\(name)-0-before", app, settling: false)
        act()
        // The run loop's turn ends: the change is committed and its animations begin now.
        CATransaction.flush()
        var now = 0.0
        for time in times {
            TandemAnimationClock.advance(by: time - now)
            now = time
            screens.write("\(name)-\(Int(time * 1000))ms", app, settling: false)
        }
        if !endless {
            TandemAnimationClock.runAnimationsToEnd()
            screens.write("\(name)-end", app, settling: false)
        }
        app.terminate()
    }
    /// The control under the middle of `element`, found as a touch is:
    /// XCUIElement's `tap()` waits for the app to settle, as XCUITest does,
    /// so a driver that shows the frames of an animation acts through UIKit.
    @MainActor func control(under element: XCUIElement) -> UIControl? {
        let frame = element.frame
        guard let window = UIApplication.shared.keyWindow,
            var view = window.hitTest(CGPoint(x: frame.midX, y: frame.midY), with: nil)
        else { return nil }
        while !(view is UIControl), let parent = view.superview { view = parent }
        return view as? UIControl
    }
    @MainActor func tapMe(_ app: XCUIApplication) {
        guard let button = control(under: app.buttons["Tap Me"]) else { return print("not found: Tap Me") }
        button.sendActions(for: .touchUpInside)
    }

    // The app's screen: a button that grows and blurs with the default animation.
    let main = XCUIApplication(app: AnimationsApp.self)
    frames("01-scale-and-blur", main, at: [0.1, 0.25]) { tapMe(main) }
    // withAnimation(.spring(duration: 1, bounce: 0.5)) turning the button about the y axis.
    let explicit = XCUIApplication(rootView: ExplicitAnimationContentView())
    frames("02-explicit-spring", explicit, at: [0.25, 0.5]) { tapMe(explicit) }
    // A stepper's binding animated: scale up, three times there and back.
    let bindings = XCUIApplication(rootView: AnimatedBindingsContentView())
    frames("03-animated-binding", bindings, at: [0.5, 1.5]) {
        guard let stepper = control(under: bindings.buttons["Increment"]) as? UIStepper else {
            return print("not found: the stepper")
        }
        stepper.value += stepper.stepValue
        stepper.sendActions(for: .valueChanged)
    }
    // The color changes at once (animation(nil)), the corners with a spring.
    let stack = XCUIApplication(rootView: ControllingTheAnimationStackContentView())
    frames("04-animation-stack", stack, at: [0.2, 0.5]) { tapMe(stack) }
    // A square scales in (asymmetric transition), then fades out.
    let transitions = XCUIApplication(rootView: TransitionsContentView())
    frames("05-transition-in", transitions, at: [0.1, 0.2]) { tapMe(transitions) }
    // A ring that pulses out for ever from the button's appearance.
    let pulse = XCUIApplication(rootView: CustomAnimationContentView())
    frames("06-repeating-pulse", pulse, at: [0.25, 0.75], endless: true) {}
}
