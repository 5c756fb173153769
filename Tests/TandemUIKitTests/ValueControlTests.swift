import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// The seeds' coordinator shape: `slider.addTarget(coordinator, action: Coordinator.valueChanged, for: .valueChanged)`;
/// on the main actor, as a target that reads its sender is in Swift 6 code.
@MainActor
final class SliderCoordinator {
    var values: [Float] = []

    func valueChanged(_ sender: UISlider) {
        values.append(sender.value)
    }
}

@MainActor
@Suite struct ValueControlTests {
    private func makeSlider(in window: UIWindow) -> UISlider {
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 228, height: 31))
        slider.minimumValue = 0
        slider.maximumValue = 100
        slider.value = 50
        window.addSubview(slider)
        CATransaction.flush()
        return slider
    }

    @Test func draggingTheThumbSendsValuesInRange() {
        let window = makeWindow(width: 300, height: 300)
        let slider = makeSlider(in: window)
        let coordinator = SliderCoordinator()
        slider.addTarget(coordinator, action: SliderCoordinator.valueChanged, for: .valueChanged)
        // The thumb's center: 20 + 14 + 0.5 × 200 = 134.
        window.handlePointerInput(PointerInput(.down, at: CGPoint(x: 134, y: 115)))
        window.handlePointerInput(PointerInput(.moved, at: CGPoint(x: 184, y: 118)))
        window.handlePointerInput(PointerInput(.moved, at: CGPoint(x: 290, y: 118)))
        window.handlePointerInput(PointerInput(.moved, at: CGPoint(x: -50, y: 118)))
        window.handlePointerInput(PointerInput(.up, at: CGPoint(x: -50, y: 118)))
        #expect(coordinator.values == [75, 100, 0])
        #expect(slider.value == 0)
        #expect(coordinator.values.allSatisfy { (0...100).contains($0) })
    }

    @Test func touchingTheTrackAwayFromTheThumbDoesNotJump() {
        let window = makeWindow(width: 300, height: 300)
        let slider = makeSlider(in: window)
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        window.handlePointerInput(PointerInput(.down, at: CGPoint(x: 40, y: 115)))
        window.handlePointerInput(PointerInput(.moved, at: CGPoint(x: 60, y: 115)))
        window.handlePointerInput(PointerInput(.up, at: CGPoint(x: 60, y: 115)))
        #expect(changes == 0)
        #expect(slider.value == 50)
    }

    @Test func aNonContinuousSliderSendsOnceWhenTheFingerLifts() {
        let window = makeWindow(width: 300, height: 300)
        let slider = makeSlider(in: window)
        slider.isContinuous = false
        var values: [Float] = []
        slider.addAction(UIAction { action in values.append((action.sender as! UISlider).value) }, for: .valueChanged)
        window.handlePointerInput(PointerInput(.down, at: CGPoint(x: 134, y: 115)))
        window.handlePointerInput(PointerInput(.moved, at: CGPoint(x: 154, y: 115)))
        window.handlePointerInput(PointerInput(.moved, at: CGPoint(x: 174, y: 115)))
        #expect(values.isEmpty)
        window.handlePointerInput(PointerInput(.up, at: CGPoint(x: 174, y: 115)))
        #expect(values == [70])
    }

    @Test func valuesSetInCodeAreClampedAndSendNothing() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        slider.value = 2
        #expect(slider.value == 1)
        slider.value = .nan
        #expect(slider.value == 0)
        slider.maximumValue = 10
        slider.value = 7
        slider.maximumValue = 5
        #expect(slider.value == 5)
        #expect(changes == 0)
        #expect(slider.intrinsicContentSize.height == 31)
    }

    @Test func theSliderDrawsItsTrackInTwoColorsAroundTheThumb() {
        let window = makeWindow(width: 300, height: 300)
        window.backgroundColor = .white
        let slider = makeSlider(in: window)
        slider.minimumTrackTintColor = .red
        slider.maximumTrackTintColor = .blue
        let image = window.tandemSnapshot()
        #expect(image.pixel(60, 115).isClose(to: RGBA(255, 0, 0, 255)))
        #expect(image.pixel(220, 115).isClose(to: RGBA(0, 0, 255, 255)))
        #expect(image.pixel(134, 115) == RGBA(255, 255, 255, 255))
    }

    @Test func aTapTogglesASwitchAndSendsValueChangedOnce() {
        let window = makeWindow(width: 300, height: 300)
        let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
        window.addSubview(toggle)
        var states: [Bool] = []
        toggle.addAction(UIAction { action in states.append((action.sender as! UISwitch).isOn) }, for: .valueChanged)
        window.synthesizeTap(at: CGPoint(x: 30, y: 25), time: 0)
        window.synthesizeTap(at: CGPoint(x: 30, y: 25), time: 5)
        #expect(states == [true, false])
        toggle.setOn(true, animated: true)
        #expect(states == [true, false])
        #expect(toggle.isOn)
        TandemAnimationClock.finishAnimations()
        let image = window.tandemSnapshot()
        #expect(image.pixel(14, 25).isClose(to: RGBA(52, 199, 89, 255), tolerance: 3))
    }
}
