import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// A coordinator-style target with the method shapes iOS code uses; on
/// the main actor, as a target that reads its sender is in Swift 6 code.
@MainActor
final class ButtonCoordinator {
    var log: [String] = []

    func tapped(_ sender: UIButton) {
        log.append("tapped \(sender.currentTitle ?? "")")
    }

    func changed() {
        log.append("changed")
    }

    func sliderMoved(_ sender: TestSlider) {
        log.append("slider")
    }
}

/// A control of another kind, for checking the sender type of an action.
final class TestSlider: UIControl {}

@MainActor
@Suite struct ControlTests {
    private func makeButton(in window: UIWindow) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle("Hit me", for: .normal)
        button.frame = CGRect(x: 50, y: 50, width: 100, height: 44)
        window.addSubview(button)
        CATransaction.flush()
        return button
    }

    @Test func aTapSendsTouchUpInsideOnceAndThePrimaryAction() {
        let window = makeWindow(width: 300, height: 300)
        let button = makeButton(in: window)
        let coordinator = ButtonCoordinator()
        var events: [String] = []
        button.addTarget(coordinator, action: ButtonCoordinator.tapped, for: .touchUpInside)
        button.addAction(
            UIAction { action in events.append("primary from \(type(of: action.sender!))") },
            for: .primaryActionTriggered)
        button.addAction(UIAction { _ in events.append("down") }, for: .touchDown)
        window.synthesizeTap(at: CGPoint(x: 100, y: 70), time: 0)
        #expect(coordinator.log == ["tapped Hit me"])
        #expect(events == ["down", "primary from UIButton"])
    }

    @Test func draggingFarOffTheButtonSendsTouchUpOutside() {
        let window = makeWindow(width: 400, height: 400)
        let button = makeButton(in: window)
        var events: [String] = []
        for (name, event) in [
            ("inside", UIControl.Event.touchUpInside), ("outside", .touchUpOutside), ("exit", .touchDragExit),
            ("enter", .touchDragEnter),
        ] {
            button.addAction(UIAction { _ in events.append(name) }, for: event)
        }
        window.handlePointerInput(PointerInput(.down, at: CGPoint(x: 100, y: 70)))
        #expect(button.isHighlighted)
        // 60 points below: still within UIKit's 70-point tracking slop.
        window.handlePointerInput(PointerInput(.moved, at: CGPoint(x: 100, y: 150)))
        #expect(button.isHighlighted)
        window.handlePointerInput(PointerInput(.moved, at: CGPoint(x: 100, y: 300)))
        #expect(!button.isHighlighted)
        window.handlePointerInput(PointerInput(.up, at: CGPoint(x: 100, y: 300)))
        #expect(events == ["exit", "outside"])
        #expect(!button.isTracking)
    }

    @Test func targetsAreHeldWeaklyAndMethodShapesAreChecked() {
        let window = makeWindow(width: 300, height: 300)
        let button = makeButton(in: window)
        var coordinator: ButtonCoordinator? = ButtonCoordinator()
        weak let weakCoordinator = coordinator
        button.addTarget(coordinator!, action: ButtonCoordinator.changed, for: .touchUpInside)
        window.synthesizeTap(at: CGPoint(x: 100, y: 70), time: 0)
        #expect(coordinator?.log == ["changed"])
        coordinator = nil
        #expect(weakCoordinator == nil)
        window.synthesizeTap(at: CGPoint(x: 100, y: 70), time: 10)
        #expect(button.allTargets.isEmpty)

        // A method for another kind of control is reported and skipped, not a crash.
        let other = ButtonCoordinator()
        button.addTarget(other, action: ButtonCoordinator.sliderMoved, for: .touchUpInside)
        let messages = diagnostics { window.synthesizeTap(at: CGPoint(x: 100, y: 70), time: 20) }
        #expect(other.log.isEmpty)
        #expect(messages.contains { $0.contains("takes a TestSlider") })
        button.removeTarget(other, action: nil, for: .touchUpInside)
        #expect(button.allControlEvents.isEmpty)
    }

    @Test func addingTheSameTargetAgainAddsNothing() {
        let window = makeWindow(width: 300, height: 300)
        let button = makeButton(in: window)
        let coordinator = ButtonCoordinator()
        // A reused cell configures its button on every reuse.
        for _ in 0..<3 { button.addTarget(coordinator, action: ButtonCoordinator.changed, for: .touchUpInside) }
        window.synthesizeTap(at: CGPoint(x: 100, y: 70), time: 0)
        #expect(coordinator.log == ["changed"])
        #expect(button.allTargets.count == 1)
    }

    @Test func aControlDisabledDuringAPressStopsTracking() {
        let window = makeWindow(width: 300, height: 300)
        let button = makeButton(in: window)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        window.handlePointerInput(PointerInput(.down, at: CGPoint(x: 100, y: 70)))
        button.isEnabled = false
        window.handlePointerInput(PointerInput(.up, at: CGPoint(x: 100, y: 70)))
        button.isEnabled = true
        #expect(taps == 0)
        #expect(!button.isTracking)
        #expect(!button.isHighlighted)
    }

    @Test func aDisabledButtonSendsNothingAndIsDimmed() {
        let window = makeWindow(width: 300, height: 300)
        let button = makeButton(in: window)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        button.isEnabled = false
        window.synthesizeTap(at: CGPoint(x: 100, y: 70), time: 0)
        #expect(taps == 0)
        #expect(button.currentTitleColor == .systemGray)
        button.isEnabled = true
        window.synthesizeTap(at: CGPoint(x: 100, y: 70), time: 10)
        #expect(taps == 1)
    }

    @Test func aSystemButtonSizesToItsTitleAndFadesWhilePressed() {
        let window = makeWindow(width: 300, height: 300)
        let button = makeButton(in: window)
        let title = button.titleLabel!.intrinsicContentSize
        #expect(button.intrinsicContentSize == CGSize(width: title.width, height: title.height + 12))
        #expect(button.currentTitleColor == button.tintColor)
        button.setTitleColor(.red, for: .highlighted)
        window.handlePointerInput(PointerInput(.down, at: CGPoint(x: 100, y: 70)))
        #expect(button.currentTitleColor == .red)
        #expect(abs(button.titleLabel!.alpha - 0.2) < 0.001)
        window.handlePointerInput(PointerInput(.up, at: CGPoint(x: 100, y: 70)))
        #expect(button.titleLabel!.alpha == 1)
        #expect(button.currentTitleColor == button.tintColor)
        // The title is drawn in the tint color.
        let image = window.tandemSnapshot()
        let frame = button.titleLabel!.convert(button.titleLabel!.bounds, to: window)
        var tinted = 0
        for y in Int(frame.minY)..<Int(frame.maxY) {
            for x in Int(frame.minX)..<Int(frame.maxX) where Int(image.pixel(x, y).b) > Int(image.pixel(x, y).r) + 60 {
                tinted += 1
            }
        }
        #expect(tinted > 20)
    }
}

@MainActor
@Suite struct ButtonConfigurationTests {
    @Test func aFilledButtonDrawsItsBackgroundAndDimsWhenPressed() {
        let window = makeWindow(width: 300, height: 200)
        window.rootViewController?.view.backgroundColor = .white
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Continue"
        configuration.cornerStyle = .capsule
        var taps = 0
        let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in taps += 1 })
        button.tintColor = .red
        let size = button.intrinsicContentSize
        #expect(size.height == button.titleLabel!.intrinsicContentSize.height + 14)
        button.frame = CGRect(origin: CGPoint(x: 20, y: 20), size: size)
        window.addSubview(button)
        let image = window.tandemSnapshot()
        #expect(image.pixel(Int(20 + size.width / 2), 22).isClose(to: RGBA(255, 0, 0, 255)))
        #expect(button.currentTitleColor == .white)
        #expect(button.layer.cornerRadius == size.height / 2)
        window.handlePointerInput(PointerInput(.down, at: CGPoint(x: 30, y: 30)))
        #expect(button.alpha < 1)
        window.handlePointerInput(PointerInput(.up, at: CGPoint(x: 30, y: 30)))
        #expect(button.alpha == 1)
        #expect(taps == 1)
    }

    @Test func tintedAndPlainStyles() {
        var tinted = UIButton.Configuration.tinted()
        tinted.title = "Tinted"
        let a = UIButton(configuration: tinted)
        a.tintColor = .blue
        #expect(a.currentTitleColor == .blue)
        #expect(a.backgroundColor != nil)
        var plain = UIButton.Configuration.plain()
        plain.title = "Plain"
        plain.baseForegroundColor = .green
        let b = UIButton(configuration: plain)
        #expect(b.currentTitle == "Plain")
        #expect(b.currentTitleColor == .green)
        #expect(b.backgroundColor == nil)
    }
}
