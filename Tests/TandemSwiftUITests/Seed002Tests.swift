// Seed 002: the BullsEye screen — a SwiftUI screen in a NavigationView whose
// three ColorUISliders write the guess through their coordinators, whose
// button shows an `.alert` with the score, and whose NavigationLink pushes
// the seed's UIKit view controller through a UIViewControllerRepresentable.
// The seed's code is the example's (Examples/Seed002), run here.
import Foundation
import SwiftUI
import TandemTestSupport
import TandemTesting
import Testing
import UIKit

@testable import Seed002Example

/// The seed's controller, recording its appearance callbacks.
final class RecordingViewController: ViewController {
    static var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        RecordingViewController.events.append("viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        RecordingViewController.events.append("viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        RecordingViewController.events.append("viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        RecordingViewController.events.append("viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        RecordingViewController.events.append("viewDidDisappear")
    }
}

@MainActor
@Suite(.serialized) struct Seed002Tests {

    /// The screen with a known target (distance 0.25 from the starting guess:
    /// a score of 75) and a counter that does not tick.
    func bullsEye() -> ContentView {
        ContentView(rTarget: 0.25, gTarget: 0.5, bTarget: 0.5, counter: TimeCounter(ticking: false))
    }

    @Test func theAlertShowsTheScoreAndItsButtonResetsTheBinding() throws {
        let (hosting, window) = host(bullsEye())
        defer { window.isHidden = true }
        let app = XCUIApplication(window: window)
        app.buttons["Hit me"].tap()
        // Presented by the hosting controller of the navigation view's root screen.
        let navigation = try #require(hosting.children.first as? UINavigationController)
        let alert = try #require(navigation.viewControllers[0].presentedViewController as? UIAlertController)
        #expect(alert.preferredStyle == .alert)
        #expect(alert.title == "Your Score")
        #expect(alert.message == "75")
        #expect(alert.actions.map(\.title) == ["OK"])
        #expect(window.label("Your Score") != nil, "the alert is drawn in the window")
        #expect(app.alerts["Your Score"].staticTexts["75"].exists)
        // While the alert shows, the target view shows the target's values.
        #expect(window.label("R: 63 G: 127 B: 127") != nil)

        app.alerts["Your Score"].buttons["OK"].tap()
        #expect(hosting.presentedInside == nil)
        #expect(alert.view.window == nil)
        #expect(window.label("Match this color") != nil)
        // The binding went back to false: tapping again presents again.
        app.buttons["Hit me"].tap()
        #expect(hosting.presentedInside is UIAlertController)
    }

    @Test func theLinkPushesTheUIKitControllerAndTheBackButtonPopsIt() throws {
        RecordingViewController.events = []
        ViewControllerRepresentation.makeViewController = { RecordingViewController() }
        defer { ViewControllerRepresentation.makeViewController = nil }
        let (hosting, window) = host(bullsEye())
        defer { window.isHidden = true }
        let app = XCUIApplication(window: window)
        let navigation = try #require(hosting.children.first as? UINavigationController)
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.topViewController is UIHostingController<AnyView>)

        app.buttons["Play BullsEye"].tap()
        #expect(navigation.viewControllers.count == 2)
        let screen = try #require(navigation.topViewController)
        let play = try #require(screen.children.first as? RecordingViewController)
        #expect(play.view.window === window)
        #expect(RecordingViewController.events == ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
        // The pushed screen shows the controller's red view below the bar.
        let image = window.tandemSnapshot()
        #expect(
            image.pixel(200, 400) == RGBA(255, 59, 48, 255)
                || image.pixel(200, 400).isClose(to: RGBA(255, 0, 0, 255), tolerance: 70))
        #expect(window.label("Play BullsEye") == nil)

        app.navigationBars.buttons["Back"].tap()
        #expect(navigation.viewControllers.count == 1)
        #expect(play.view.window == nil)
        #expect(Array(RecordingViewController.events.suffix(2)) == ["viewWillDisappear", "viewDidDisappear"])
        #expect(window.label("Play BullsEye") != nil)
    }

    @Test func theLinkShowsTheControllerTheSeedsStoryboardMakes() throws {
        ViewControllerRepresentation.makeViewController = nil
        let (hosting, window) = host(bullsEye())
        defer { window.isHidden = true }
        let app = XCUIApplication(window: window)
        let navigation = try #require(hosting.children.first as? UINavigationController)

        app.buttons["Play BullsEye"].tap()
        let screen = try #require(navigation.topViewController)
        // `UIStoryboard(name: "Storyboard", bundle: nil).instantiateViewController(identifier: "ViewController")`,
        // as the seed writes it: the scene's custom class, made from the XML.
        let play = try #require(screen.children.first as? ViewController)
        #expect(type(of: play) == ViewController.self)
        #expect(play.storyboard != nil)
        #expect(play.view.window === window)
        // The scene's view, colored red by the seed's viewDidLoad.
        #expect(play.view.backgroundColor == UIColor.red)
    }

    @Test func theThreeColorSlidersWriteTheGuessAndTheScoreFollows() throws {
        let (hosting, window) = host(bullsEye())
        defer { window.isHidden = true }
        let app = XCUIApplication(window: window)
        let sliders = window.allSubviews.compactMap { $0 as? UISlider }
        #expect(sliders.count == 3)
        #expect(sliders.map(\.thumbTintColor) == [UIColor.red, .green, .blue])
        #expect(sliders.allSatisfy { $0.value == 0.5 })
        #expect(window.label("R: 127 G: 127 B: 127") != nil)

        // The red slider is dragged: its coordinator writes the binding, the
        // guess and its swatch follow, and so does the score.
        app.sliders.element(boundBy: 0).adjust(toNormalizedSliderPosition: 0.25)
        #expect(sliders[0].value == 0.25)
        #expect(window.label("R: 63 G: 127 B: 127") != nil)
        let guess = try #require(window.label("R: 63 G: 127 B: 127"))
        let swatchPoint = guess.convert(CGPoint(x: guess.bounds.midX, y: -40), to: window)
        let image = window.tandemSnapshot()
        #expect(
            image.pixel(Int(swatchPoint.x) - 40, Int(swatchPoint.y)).isClose(to: RGBA(64, 128, 128, 255), tolerance: 3))
        app.buttons["Hit me"].tap()
        let alert = try #require(hosting.presentedInside as? UIAlertController)
        #expect(alert.message == "100")
    }

    @Test func theCounterShowsTheSecondsCounted() throws {
        let counter = TimeCounter(ticking: false)
        let (_, window) = host(ContentView(rTarget: 0.25, gTarget: 0.5, bTarget: 0.5, counter: counter))
        defer { window.isHidden = true }
        #expect(window.label("0") != nil)
        counter.counter = 7
        CATransaction.flush()
        #expect(window.label("7") != nil)
    }

    @Test func theUIKitActionShowsTheSwiftUIScreenOnTheNavigationStack() throws {
        let launch = LaunchViewController()
        let navigation = UINavigationController(rootViewController: launch)
        let window = makeWindow(root: navigation)
        defer { window.isHidden = true }
        let app = XCUIApplication(window: window)
        app.buttons["Show SwiftUI"].tap()
        CATransaction.flush()
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController is UIHostingController<ContentView>)
        #expect(window.label("Hit me") != nil)
    }
}
