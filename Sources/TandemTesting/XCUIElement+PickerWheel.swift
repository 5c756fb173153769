import Foundation
import TandemUIKit

extension XCUIElement {
    /// Turns a picker wheel until its selected row's title is
    /// `pickerWheelValue`, by dragging the wheel as a finger would (a few
    /// rows a drag), so the picker's delegate — or a date picker's
    /// `.valueChanged` — hears each row it stops on. A value the wheel does
    /// not have, or an element that is not a picker wheel, fails the test
    /// and names the wheel's values.
    public func adjust(toPickerWheelValue pickerWheelValue: String) {
        guard let node = node(for: "adjust \(path)") else { return }
        guard node.role == .pickerWheel else {
            TestFailure.record("Failed to adjust \(path): it is not a picker wheel.\n\(debugDescription)")
            return
        }
        guard let part = node.object as? AccessibilityPartElement, let picker = part.containerView as? UIPickerView,
            let window = picker.window
        else {
            return adjustByAccessibility(toPickerWheelValue: pickerWheelValue)
        }
        let component = part.index
        let rows = picker.numberOfRows(inComponent: component)
        let rowHeight = picker.rowSize(forComponent: component).height
        let perDrag = max(1, Int(picker.bounds.height / 2 / max(1, rowHeight)))
        // Each turn may rename the rows (a date picker's day wheel counts from the chosen day), so look again each time.
        for _ in 0...(rows / perDrag + 2) {
            let current = picker.selectedRow(inComponent: component)
            guard
                let target = (0..<picker.numberOfRows(inComponent: component)).first(where: {
                    picker.title(forRow: $0, inComponent: component) == pickerWheelValue
                })
            else { break }
            if target == current { return }
            let step = max(-perDrag, min(perDrag, target - current))
            let column = picker.componentFrames()[component]
            let offset = CGFloat(step) * rowHeight / 2
            let start = picker.convert(CGPoint(x: column.midX, y: picker.bounds.midY + offset), to: window)
            let end = picker.convert(CGPoint(x: column.midX, y: picker.bounds.midY - offset), to: window)
            InputDriver.drag(from: start, to: end, duration: 0.2, time: InputDriver.startTime(), in: window)
            InputDriver.settle()
            if picker.selectedRow(inComponent: component) == current { break }
        }
        let selected = picker.selectedRow(inComponent: component)
        if picker.title(forRow: selected, inComponent: component) == pickerWheelValue { return }
        let has = (0..<picker.numberOfRows(inComponent: component)).contains {
            picker.title(forRow: $0, inComponent: component) == pickerWheelValue
        }
        if has {
            TestFailure.record(
                "Failed to adjust \(path) to '\(pickerWheelValue)': the wheel did not turn there (it stopped at '\(picker.title(forRow: selected, inComponent: component) ?? "")').\n\(debugDescription)"
            )
            return
        }
        let values = (0..<min(rows, 20)).compactMap { picker.title(forRow: $0, inComponent: component) }
        TestFailure.record(
            "Failed to adjust \(path) to '\(pickerWheelValue)': the wheel has no such value (values: "
                + values.map { "'\($0)'" }.joined(separator: ", ") + (rows > 20 ? ", …" : "") + ")")
    }

    /// Turns a picker wheel that is not a `UIPickerView`'s (SwiftUI's wheel
    /// date picker) by its accessibility increments, as VoiceOver's swipes
    /// do: toward a number, else up to 500 rows one way and then the
    /// other, until its value is `pickerWheelValue`.
    private func adjustByAccessibility(toPickerWheelValue pickerWheelValue: String) {
        func value() -> String? {
            guard case .success(let node) = resolve() else { return nil }
            return node.value
        }
        // Numbers grow upward (days, years, hours); names may cycle (months): try both ways.
        var directions = [true, false]
        if let current = value().flatMap({ Int($0) }), let target = Int(pickerWheelValue) {
            directions = [target > current]
        }
        for increment in directions {
            for _ in 0..<500 {
                guard let before = value(), before != pickerWheelValue,
                    case .success(let node) = resolve()
                else { break }
                if increment { node.object.accessibilityIncrement() } else { node.object.accessibilityDecrement() }
                InputDriver.settle()
                if value() == before { break }
            }
            if value() == pickerWheelValue { return }
        }
        TestFailure.record(
            "Failed to adjust \(path) to '\(pickerWheelValue)': turning the wheel both ways did not reach it (it shows '\(value() ?? "")').\n\(debugDescription)"
        )
    }
}
