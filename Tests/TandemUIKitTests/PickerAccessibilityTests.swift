import Foundation
import Testing
import UIKit

@testable import TandemUIKit

/// Two components of letters and digits, logging the rows the delegate hears.
private final class Wheels: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    var log: [String] = []
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? ["A", "B", "C"][row] : nil
    }
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> NSAttributedString?
    {
        component == 1 ? NSAttributedString(string: "\(row + 1)") : nil
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        log.append("\(component):\(row)")
    }
}

@MainActor
@Suite struct PickerAccessibilityTests {
    @Test func aPickerIsAPickerOfAdjustableWheels() throws {
        let wheels = Wheels()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.dataSource = wheels
        picker.delegate = wheels
        picker.selectRow(1, inComponent: 1, animated: false)
        let window = makeWindow(width: 320, height: 216)
        defer { window.isHidden = true }
        window.rootViewController?.view.addSubview(picker)
        #expect(
            picker.tandemAccessibilityHierarchy() == """
                Picker, {{0.0, 0.0}, {320.0, 216.0}}
                  PickerWheel, {{8.0, 0.0}, {149.5, 216.0}}, value: A
                  PickerWheel, {{162.5, 0.0}, {149.5, 216.0}}, value: 2
                """)
        let elements = try #require(picker.accessibilityElements as? [UIResponder])
        #expect(elements.count == 2)
        #expect(elements[0].accessibilityTraits == .adjustable)
        // Swiping up and down turns a wheel a row, telling the delegate, and stops at the ends.
        elements[0].accessibilityIncrement()
        elements[0].accessibilityIncrement()
        elements[0].accessibilityIncrement()
        #expect(picker.selectedRow(inComponent: 0) == 2)
        #expect(elements[0].accessibilityValue == "C")
        elements[1].accessibilityDecrement()
        elements[1].accessibilityDecrement()
        #expect(elements[1].accessibilityValue == "1")
        #expect(wheels.log == ["0:1", "0:2", "1:0"])
        // The same elements while the number of components stays.
        #expect((picker.accessibilityElements as? [UIResponder])?.first === elements[0])
        // A disabled picker's wheels say so and do not turn.
        picker.isUserInteractionEnabled = false
        #expect(elements[0].accessibilityTraits == [.adjustable, .notEnabled])
        elements[0].accessibilityDecrement()
        #expect(picker.selectedRow(inComponent: 0) == 2)
    }

    @Test func aDatePickerIsADatePicker() {
        let picker = UIDatePicker(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.locale = Locale(identifier: "en_US")
        picker.calendar = calendar
        picker.timeZone = calendar.timeZone
        picker.locale = calendar.locale
        picker.datePickerMode = .date
        picker.date = calendar.date(from: DateComponents(year: 2024, month: 3, day: 15))!
        #expect(picker.accessibilityRole == .datePicker)
        #expect(picker.accessibilityValue == "Mar 15, 2024")
        picker.preferredDatePickerStyle = .wheels
        #expect(picker.accessibilityValue == nil)
        let window = makeWindow(width: 320, height: 216)
        defer { window.isHidden = true }
        picker.frame = CGRect(x: 0, y: 0, width: 320, height: 216)
        window.rootViewController?.view.addSubview(picker)
        let tree = AccessibilityTree.snapshot(of: picker)
        #expect(tree.role == .datePicker)
        #expect(tree.subtree.filter { $0.role == .pickerWheel }.map(\.value) == ["March", "15", "2024"])
    }
}
