public import Foundation

/// What a picker view asks about the size and titles of its rows, and what
/// it tells when the user picks a row.
///
/// Every method has a default implementation (the Linux stand-in for
/// `@objc optional`): components share the width equally, rows are 32
/// points tall, and rows have no title.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
    /// The width of component `component`, in points.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// The height of every row of component `component`, in points.
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    /// The title of a row, drawn in 21-point text.
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// A styled title of a row; asked before ``pickerView(_:titleForRow:forComponent:)``.
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> NSAttributedString?
    /// The user stopped the wheel of `component` on `row` (never called for
    /// ``UIPickerView/selectRow(_:inComponent:animated:)``).
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    /// Returns 0: the picker shares its width equally.
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 0 }
    /// Returns 0: rows are 32 points tall.
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 0 }
    /// Returns nil.
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        nil
    }
    /// Returns nil.
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> NSAttributedString?
    { nil }
    /// Does nothing.
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
