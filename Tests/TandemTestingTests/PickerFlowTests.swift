import Foundation
import SwiftUI
import TandemTesting
import Testing
import UIKit

/// A two-wheel picker (flavor and size) that logs the rows its delegate hears.
final class FlavorPickerController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    let flavors = ["Vanilla", "Chocolate", "Strawberry", "Mint", "Pistachio", "Lemon", "Mango", "Coffee"]
    let sizes = ["Small", "Large"]
    let picker = UIPickerView(frame: CGRect(x: 0, y: 100, width: 390, height: 216))
    let datePicker = UIDatePicker(frame: CGRect(x: 0, y: 400, width: 390, height: 216))
    var log: [String] = []
    var dateChanges = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        picker.dataSource = self
        picker.delegate = self
        picker.accessibilityIdentifier = "flavors"
        view.addSubview(picker)
        datePicker.datePickerMode = .date
        datePicker.preferredDatePickerStyle = .wheels
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.locale = Locale(identifier: "en_US")
        datePicker.calendar = calendar
        datePicker.timeZone = calendar.timeZone
        datePicker.locale = calendar.locale
        datePicker.date = calendar.date(from: DateComponents(year: 2024, month: 3, day: 15))!
        datePicker.addAction(UIAction { [unowned self] _ in dateChanges += 1 }, for: .valueChanged)
        view.addSubview(datePicker)
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? flavors.count : sizes.count
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? flavors[row] : sizes[row]
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        log.append("\(component):\(row)")
    }
}

@MainActor
@Suite struct PickerFlowTests {
    @Test func aPickersWheelsAreAdjustableElementsValuedByTheirRows() {
        let controller = FlavorPickerController()
        let app = XCUIApplication(rootViewController: controller)
        app.launch()
        defer { app.terminate() }
        let picker = app.pickers["flavors"]
        #expect(picker.exists)
        #expect(picker.pickerWheels.count == 2)
        let flavor = picker.pickerWheels.element(boundBy: 0)
        #expect(flavor.value as? String == "Vanilla")
        #expect(picker.pickerWheels.element(boundBy: 1).value as? String == "Small")
        // Each wheel is its component's column.
        #expect(flavor.frame.width == controller.picker.rowSize(forComponent: 0).width)
        #expect(flavor.frame.minY == 100 && flavor.frame.height == 216)
        #expect(controller.view.tandemAccessibilityHierarchy().contains("PickerWheel, "))

        // Turning by touch: three rows a drag, and the delegate hears every row the wheel stops on.
        flavor.adjust(toPickerWheelValue: "Lemon")
        #expect(flavor.value as? String == "Lemon")
        #expect(controller.picker.selectedRow(inComponent: 0) == 5)
        #expect(controller.log == ["0:3", "0:5"])
        flavor.adjust(toPickerWheelValue: "Chocolate")
        #expect(controller.log == ["0:3", "0:5", "0:2", "0:1"])
        picker.pickerWheels.element(boundBy: 1).adjust(toPickerWheelValue: "Large")
        #expect(controller.log.last == "1:1")
        // The row it is on already: nothing moves.
        flavor.adjust(toPickerWheelValue: "Chocolate")
        #expect(controller.log.count == 5)
    }

    @Test func aDatePickersWheelsSetItsDate() {
        let controller = FlavorPickerController()
        let app = XCUIApplication(rootViewController: controller)
        app.launch()
        defer { app.terminate() }
        let wheels = app.datePickers.firstMatch.pickerWheels
        #expect(wheels.count == 3)
        #expect(wheels.element(boundBy: 0).value as? String == "March")
        wheels.element(boundBy: 0).adjust(toPickerWheelValue: "June")
        wheels.element(boundBy: 1).adjust(toPickerWheelValue: "20")
        wheels.element(boundBy: 2).adjust(toPickerWheelValue: "2020")
        let parts = controller.datePicker.calendar.dateComponents(
            [.year, .month, .day], from: controller.datePicker.date)
        #expect(parts.year == 2020 && parts.month == 6 && parts.day == 20)
        #expect(controller.dateChanges > 0)
    }

    @Test func aSwiftUIWheelDatePickersColumnsArePickerWheels() throws {
        struct Screen: View {
            @State var date: Date
            var body: some View {
                DatePicker("Day", selection: $date, displayedComponents: .date)
                    .datePickerStyle(.wheel)
                    .environment(\.locale, Locale(identifier: "en_US"))
            }
        }
        let calendar = Calendar.current
        let start = try #require(calendar.date(from: DateComponents(year: 2024, month: 3, day: 15, hour: 12)))
        let app = XCUIApplication(rootView: Screen(date: start))
        app.launch()
        defer { app.terminate() }
        let wheels = app.pickerWheels
        #expect(wheels.allElementsBoundByIndex.map { $0.value as? String } == ["March", "15", "2024"])
        wheels.element(boundBy: 0).adjust(toPickerWheelValue: "June")
        wheels.element(boundBy: 2).adjust(toPickerWheelValue: "2021")
        wheels.element(boundBy: 1).adjust(toPickerWheelValue: "3")
        #expect(wheels.allElementsBoundByIndex.map { $0.value as? String } == ["June", "3", "2021"])
    }
}
