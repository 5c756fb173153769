import Foundation

/// What a color picker tells its delegate: the colors the user picks, and
/// that the picker was closed.
///
/// Every method is optional (a default that does nothing), as UIKit's
/// protocol marks them.
@preconcurrency @MainActor
public protocol UIColorPickerViewControllerDelegate: AnyObject {
    /// The user picked `color`; `continuously` while a drag is still
    /// changing it (a final call without it ends the drag).
    func colorPickerViewController(
        _ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool)
    /// The user picked a color (iOS 14's form, still called after the one above).
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController)
    /// The picker was closed (its close button, or dragged away).
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController)
}

extension UIColorPickerViewControllerDelegate {
    /// Does nothing.
    public func colorPickerViewController(
        _ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool
    ) {}
    /// Does nothing.
    public func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {}
    /// Does nothing.
    public func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {}
}
