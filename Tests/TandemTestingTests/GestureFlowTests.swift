import Foundation
import SwiftUI
import TandemTesting
import Testing
import UIKit

/// A screen whose views log the gestures they recognize.
final class GestureViewController: UIViewController {
    var log: [String] = []
    let scroll = UIScrollView()

    override func viewDidLoad() {
        super.viewDidLoad()
        let pad = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
        pad.accessibilityIdentifier = "pad"
        let double = UITapGestureRecognizer(target: self, action: GestureViewController.doubleTapped)
        double.numberOfTapsRequired = 2
        pad.addGestureRecognizer(double)
        let long = UILongPressGestureRecognizer(target: self, action: GestureViewController.pressed)
        long.minimumPressDuration = 0.3
        pad.addGestureRecognizer(long)
        view.addSubview(pad)

        scroll.frame = CGRect(x: 0, y: 300, width: 390, height: 300)
        scroll.contentSize = CGSize(width: 390, height: 2000)
        scroll.accessibilityIdentifier = "list"
        view.addSubview(scroll)
    }

    func doubleTapped(_ recognizer: UITapGestureRecognizer) { log.append("double tap") }

    func pressed(_ recognizer: UILongPressGestureRecognizer) {
        if recognizer.state == .began { log.append("long press") }
    }
}

struct Counter: App {
    var body: some Scene {
        WindowGroup { Text("From the app") }
    }
}

@MainActor
@Suite struct GestureFlowTests {
    @Test func doubleTapsLongPressesAndSwipesAreRecognized() {
        let controller = GestureViewController()
        let app = XCUIApplication(rootViewController: controller)
        app.launch()
        defer { app.terminate() }
        let pad = app.otherElements["pad"]
        pad.doubleTap()
        #expect(controller.log == ["double tap"])
        // Two taps are not a double tap.
        pad.tap()
        pad.tap()
        #expect(controller.log == ["double tap"])
        pad.press(forDuration: 0.5)
        #expect(controller.log == ["double tap", "long press"])

        // A swipe is a flick: the content moves on after the finger lifts,
        // and the action returns once it rests (as XCUITest waits for idle).
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let list = app.scrollViews["list"]
        list.swipeUp()
        // The finger moved 135 points; the flick carried the content further.
        #expect(controller.scroll.contentOffset.y > 300)
        #expect(!controller.scroll.isDecelerating)
        let scrolled = controller.scroll.contentOffset.y
        list.swipeDown()
        #expect(controller.scroll.contentOffset.y < scrolled - 135)
        #expect(!controller.scroll.isDecelerating)
        let before = controller.scroll.contentOffset.y
        list.scroll(byDeltaX: 0, deltaY: 120)
        #expect(controller.scroll.contentOffset.y == min(1700, before + 120))
    }

    @Test func coordinatesTapAnywhereRelativeToAnElement() {
        var tapped: [String] = []
        let controller = UIViewController()
        let left = UIButton(type: .system)
        left.setTitle("Left", for: .normal)
        left.frame = CGRect(x: 0, y: 100, width: 100, height: 44)
        left.addAction(UIAction { _ in tapped.append("left") }, for: .touchUpInside)
        let right = UIButton(type: .system)
        right.setTitle("Right", for: .normal)
        right.frame = CGRect(x: 100, y: 100, width: 100, height: 44)
        right.addAction(UIAction { _ in tapped.append("right") }, for: .touchUpInside)
        controller.view.addSubview(left)
        controller.view.addSubview(right)
        let app = XCUIApplication(rootViewController: controller)
        app.launch()
        defer { app.terminate() }
        let leftButton = app.buttons["Left"]
        leftButton.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5)).withOffset(CGVector(dx: 100, dy: 0))
            .tap()
        leftButton.tap()
        #expect(tapped == ["right", "left"])
        #expect(
            leftButton.coordinate(withNormalizedOffset: CGVector(dx: 1, dy: 1)).screenPoint == CGPoint(x: 100, y: 144))
    }

    @Test func anAppTypeLaunchesItsFirstWindowGroup() {
        let app = XCUIApplication(app: Counter.self, configuration: .init(size: CGSize(width: 320, height: 480)))
        app.launch()
        defer { app.terminate() }
        #expect(app.staticTexts["From the app"].exists)
        #expect(app.windows.element.frame.size == CGSize(width: 320, height: 480))
    }

    @Test func darkAppearanceAndLargeTextReachTheScreen() throws {
        let app = XCUIApplication(
            rootView: Text("Big").font(.body),
            configuration: .init(userInterfaceStyle: .dark, preferredContentSizeCategory: .accessibilityExtraLarge))
        app.launch()
        defer { app.terminate() }
        let text = app.staticTexts["Big"]
        #expect(text.frame.height > 40)
        let pixels = try #require(app.screenshot().image.cgImage)
        // Dark: the background is black.
        let corner = try #require(pixels.rgba(atX: 1, y: 1))
        #expect(corner.red < 30 && corner.green < 30 && corner.blue < 30, "\(corner)")
    }
}
