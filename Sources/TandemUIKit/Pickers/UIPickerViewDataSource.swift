import Foundation

/// What a picker view asks to know how many wheels (components) it has and
/// how many rows each one holds. Both methods are required, as on iOS.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
    /// How many components (wheels) the picker shows.
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// How many rows component `component` holds.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}
