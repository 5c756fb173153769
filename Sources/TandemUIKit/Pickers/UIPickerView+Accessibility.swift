import Foundation

extension UIPickerView: AccessibilityPartsProvider {
    /// A component's wheel: an adjustable picker wheel whose value is the
    /// selected row's title (as XCUITest's `pickerWheels` report it), its
    /// frame the component's column.
    package func accessibilityPart(at index: Int) -> AccessibilityDefaults {
        var part = AccessibilityDefaults()
        let row = selectedRow(inComponent: index)
        part.value = row >= 0 ? title(forRow: row, inComponent: index) : nil
        part.traits = .adjustable
        if !isUserInteractionEnabled { part.traits.insert(.notEnabled) }
        part.role = .pickerWheel
        let frames = componentFrames()
        part.frame = frames.indices.contains(index) ? frames[index] : .zero
        return part
    }

    /// A wheel is adjusted, not activated.
    package func activateAccessibilityPart(at index: Int) -> Bool { false }

    /// Turns the wheel one row on (increment) or back (decrement), telling
    /// the delegate as a user's turn does; nothing past the first or last row.
    package func adjustAccessibilityPart(at index: Int, by step: Int) {
        guard isUserInteractionEnabled else { return }
        let row = selectedRow(inComponent: index)
        guard row >= 0 else { return }
        _ = turn(component: index, toRow: row + step)
    }
}
