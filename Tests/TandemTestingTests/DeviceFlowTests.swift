import Foundation
import TandemTesting
import Testing
import UIKit

/// A screen that logs the sizes it transitions to, with a button pinned to its trailing edge.
final class RotatingViewController: UIViewController {
    var transitions: [CGSize] = []
    let button = UIButton(type: .system)

    override func loadView() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        button.setTitle("Done", for: .normal)
        button.frame = CGRect(x: 290, y: 20, width: 80, height: 44)
        button.autoresizingMask = [.flexibleLeftMargin]
        view.addSubview(button)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        transitions.append(size)
    }
}

/// The orientations the device's notifications reported.
@MainActor final class OrientationLog {
    var posted: [UIDeviceOrientation] = []
}

@MainActor
@Suite struct DeviceFlowTests {
    @Test func turningTheDeviceTurnsTheWindowAndItsSizeClasses() {
        let controller = RotatingViewController()
        let app = XCUIApplication(rootViewController: controller)
        app.launch()
        defer { app.terminate() }
        let device = XCUIDevice.shared
        defer { device.resetOrientation() }
        #expect(device.orientation == .portrait)
        #expect(app.buttons["Done"].frame == CGRect(x: 290, y: 20, width: 80, height: 44))

        device.orientation = .landscapeLeft
        #expect(UIDevice.current.orientation == .landscapeLeft)
        #expect(app.frame.size == CGSize(width: 844, height: 390))
        #expect(controller.transitions == [CGSize(width: 844, height: 390)])
        // A 390-point iPhone across is compact both ways.
        #expect(controller.traitCollection.horizontalSizeClass == .compact)
        #expect(controller.traitCollection.verticalSizeClass == .compact)
        #expect(app.buttons["Done"].frame == CGRect(x: 744, y: 20, width: 80, height: 44))

        // Flat on the table: the interface stays as it was.
        device.orientation = .faceUp
        #expect(UIDevice.current.orientation == .faceUp)
        #expect(app.frame.size == CGSize(width: 844, height: 390))

        device.orientation = .portrait
        #expect(app.frame.size == CGSize(width: 390, height: 844))
        #expect(controller.traitCollection.horizontalSizeClass == .compact)
        #expect(controller.traitCollection.verticalSizeClass == .regular)
        #expect(app.buttons["Done"].frame == CGRect(x: 290, y: 20, width: 80, height: 44))
    }

    @Test func aWidePhoneAcrossIsRegularWideAndLaunchesTurned() {
        let device = XCUIDevice.shared
        device.orientation = .landscapeRight
        defer { device.resetOrientation() }
        let controller = RotatingViewController()
        let app = XCUIApplication(
            rootViewController: controller, configuration: .init(size: CGSize(width: 430, height: 932)))
        app.launch()
        defer { app.terminate() }
        #expect(app.frame.size == CGSize(width: 932, height: 430))
        #expect(controller.traitCollection.horizontalSizeClass == .regular)
        #expect(controller.traitCollection.verticalSizeClass == .compact)
    }

    @Test func orientationNotificationsArePostedWhileGenerated() {
        let device = XCUIDevice.shared
        defer { device.resetOrientation() }
        let log = OrientationLog()
        let observer = NotificationCenter.default.addObserver(
            forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil
        ) { _ in MainActor.assumeIsolated { log.posted.append(UIDevice.current.orientation) } }
        defer { NotificationCenter.default.removeObserver(observer) }
        device.orientation = .landscapeLeft
        #expect(log.posted.isEmpty)
        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
        defer { UIDevice.current.endGeneratingDeviceOrientationNotifications() }
        device.orientation = .portraitUpsideDown
        #expect(log.posted == [.portraitUpsideDown])
    }
}
