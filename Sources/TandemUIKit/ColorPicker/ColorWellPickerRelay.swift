import Foundation

/// The delegate of the picker a color well presents: each color picked
/// becomes the well's, which sends `.valueChanged`.
final class ColorWellPickerRelay: UIColorPickerViewControllerDelegate {
    private weak var well: UIColorWell?

    init(well: UIColorWell) {
        self.well = well
    }

    func colorPickerViewController(
        _ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool
    ) {
        well?.pick(color)
    }

    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {
        well?.pickerDidFinish()
    }
}
