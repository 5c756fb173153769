import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

@MainActor
@Suite struct MoreControlTests {
    @Test func aStepperStepsWithinItsRange() {
        let window = makeWindow(width: 300, height: 300)
        let stepper = UIStepper(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        #expect(stepper.frame.size == CGSize(width: 94, height: 32))
        stepper.maximumValue = 2
        window.addSubview(stepper)
        var values: [Double] = []
        stepper.addAction(UIAction { action in values.append((action.sender as! UIStepper).value) }, for: .valueChanged)
        let plus = CGPoint(x: 10 + 70, y: 26), minus = CGPoint(x: 10 + 20, y: 26)
        for i in 0..<3 { window.synthesizeTap(at: plus, time: Double(i)) }
        window.synthesizeTap(at: minus, time: 10)
        #expect(values == [1, 2, 1])
        stepper.wraps = true
        stepper.value = 2
        window.synthesizeTap(at: plus, time: 20)
        #expect(stepper.value == 0)
        let messages = diagnostics { stepper.stepValue = 0 }
        #expect(stepper.stepValue == 1)
        #expect(messages.contains { $0.contains("stepValue must be greater than 0") })
    }

    @Test func aSegmentedControlSelectsTheTappedSegment() {
        let window = makeWindow(width: 300, height: 300)
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        window.addSubview(control)
        var selections: [Int] = []
        control.addAction(
            UIAction { action in selections.append((action.sender as! UISegmentedControl).selectedSegmentIndex) },
            for: .valueChanged)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        window.synthesizeTap(at: CGPoint(x: 150, y: 16), time: 0)
        window.synthesizeTap(at: CGPoint(x: 150, y: 16), time: 5)
        window.synthesizeTap(at: CGPoint(x: 250, y: 16), time: 10)
        #expect(selections == [1, 2])
        control.setEnabled(false, forSegmentAt: 0)
        window.synthesizeTap(at: CGPoint(x: 50, y: 16), time: 15)
        #expect(control.selectedSegmentIndex == 2)
        let messages = diagnostics { control.selectedSegmentIndex = 7 }
        #expect(control.selectedSegmentIndex == 2)
        #expect(messages.contains { $0.contains("out of range") })
        control.insertSegment(withTitle: "Zero", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 3)
        #expect(control.titleForSegment(at: 0) == "Zero")
    }

    @Test func aProgressViewFillsItsShare() {
        let window = makeWindow(width: 300, height: 300)
        window.backgroundColor = .white
        let progress = UIProgressView(progressViewStyle: .default)
        progress.frame = CGRect(x: 0, y: 100, width: 200, height: 4)
        progress.progressTintColor = .red
        progress.setProgress(0.25, animated: true)
        window.addSubview(progress)
        let image = window.tandemSnapshot()
        #expect(image.pixel(20, 102).isClose(to: RGBA(255, 0, 0, 255)))
        #expect(!image.pixel(100, 102).isClose(to: RGBA(255, 0, 0, 255), tolerance: 40))
        progress.progress = 7
        #expect(progress.progress == 1)
    }

    @Test func aSpinnerTicksOnlyWhileItCanBeSeen() {
        let window = makeWindow(width: 300, height: 300)
        let spinner = UIActivityIndicatorView(style: .large)
        #expect(spinner.intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(spinner.isHidden)
        spinner.startAnimating()
        #expect(!spinner.isTicking)  // not in a window yet
        window.addSubview(spinner)
        #expect(spinner.isTicking)
        #expect(!spinner.isHidden)
        let before = spinner.phase
        spinner.step()
        #expect(spinner.phase == (before + 1) % 8)
        spinner.isHidden = true
        #expect(!spinner.isTicking)
        spinner.isHidden = false
        #expect(spinner.isTicking)
        spinner.stopAnimating()
        #expect(!spinner.isTicking)
        #expect(spinner.isHidden)
        spinner.hidesWhenStopped = false
        spinner.startAnimating()
        spinner.removeFromSuperview()
        #expect(!spinner.isTicking)
    }
}
