import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// `UIPickerView`: rows from the data source, selection in code and by
/// dragging or tapping a wheel, the delegate told only of the user's picks.
@MainActor
@Suite struct PickerViewTests {
    final class Colors: UIPickerViewDataSource, UIPickerViewDelegate {
        let names = ["Red", "Green", "Blue", "Cyan", "Magenta", "Yellow"]
        let sizes = ["S", "M", "L"]
        var log: [String] = []
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
            component == 0 ? names.count : sizes.count
        }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            component == 0 ? names[row] : sizes[row]
        }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
            log.append("\(component):\(row)")
        }
    }

    private func makePicker() -> (UIWindow, UIPickerView, Colors) {
        let window = makeWindow(width: 320, height: 300)
        window.rootViewController!.view.backgroundColor = .white
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        let colors = Colors()
        picker.dataSource = colors
        picker.delegate = colors
        window.rootViewController!.view.addSubview(picker)
        window.layoutIfNeeded()
        return (window, picker, colors)
    }

    /// A drag in the wheel at `x`, from the band's middle (y 108) by `dy` points.
    private func turn(_ window: UIWindow, x: CGFloat, by dy: CGFloat, time: TimeInterval) {
        window.synthesizeDrag(
            from: CGPoint(x: x, y: 108), by: UIWindow.straightOffsets(from: .zero, to: CGPoint(x: 0, y: dy), steps: 8),
            time: time)
    }

    @Test func rowsComeFromTheDataSourceAndCodeSelectsQuietly() {
        let (_, picker, colors) = makePicker()
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 0) == 6)
        #expect(picker.numberOfRows(inComponent: 1) == 3)
        #expect(picker.numberOfRows(inComponent: 7) == 0)
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 149.5, height: 32))
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect(picker.selectedRow(inComponent: 5) == -1)
        picker.selectRow(3, inComponent: 0, animated: true)
        #expect(picker.selectedRow(inComponent: 0) == 3)
        picker.selectRow(99, inComponent: 1, animated: false)
        #expect(picker.selectedRow(inComponent: 1) == 2)
        #expect(colors.log.isEmpty)
    }

    @Test func draggingAWheelStopsOnTheNearestRowAndTellsTheDelegate() {
        let (window, picker, colors) = makePicker()
        picker.selectRow(1, inComponent: 0, animated: false)
        // Up by two rows (64 points) in the first wheel.
        turn(window, x: 80, by: -64, time: 0)
        #expect(picker.selectedRow(inComponent: 0) == 3)
        #expect(colors.log == ["0:3"])
        // Less than half a row: it settles back, no one is told.
        turn(window, x: 80, by: 12, time: 1)
        #expect(picker.selectedRow(inComponent: 0) == 3)
        #expect(colors.log == ["0:3"])
        // Far past the end: the last row.
        turn(window, x: 80, by: -400, time: 2)
        #expect(picker.selectedRow(inComponent: 0) == 5)
        // A tap one row below the band in the second wheel picks that row.
        window.synthesizeTap(at: CGPoint(x: 240, y: 140), time: 3)
        #expect(picker.selectedRow(inComponent: 1) == 1)
        #expect(colors.log == ["0:3", "0:5", "1:1"])
    }

    @Test func drawsTheSelectionBandAndTheRowsOnAWheel() {
        let (window, picker, colors) = makePicker()
        picker.selectRow(2, inComponent: 0, animated: false)
        let image = window.tandemSnapshot()
        keepSnapshot(image, as: "picker-view")
        func pixel(_ x: CGFloat, _ y: CGFloat) -> RGBA { image.pixel(Int(x * image.scale), Int(y * image.scale)) }
        // The band: light gray, 8 points in, 32 tall around the middle.
        #expect(pixel(12, 108).r < 245 && pixel(12, 108).r > 215)
        #expect(pixel(4, 108).r > 250)
        #expect(pixel(12, 88).r > 250)
        // "Blue" in the band is dark; rows above and below are drawn fainter.
        func darkest(_ rect: CGRect) -> UInt8 {
            var value: UInt8 = 255
            for y in Int(rect.minY * image.scale)..<Int(rect.maxY * image.scale) {
                for x in Int(rect.minX * image.scale)..<Int(rect.maxX * image.scale) {
                    value = min(value, image.pixel(x, y).r)
                }
            }
            return value
        }
        #expect(darkest(CGRect(x: 40, y: 96, width: 90, height: 24)) < 60)
        let above = darkest(CGRect(x: 40, y: 38, width: 90, height: 20))  // "Red", two rows up
        #expect(above > 60 && above < 230)
        withExtendedLifetime(colors) {}  // the picker holds its data source weakly
    }
}
