import Foundation
import TandemGraphics

/// The color picker's panel: a title and close button, a segmented
/// control choosing the grid, the spectrum or the sliders, an opacity
/// slider and a swatch of the color picked.
final class ColorPickerPanelView: UIView {
    /// Called with each color picked; `continuously` while a drag goes on.
    var onPick: ((UIColor, Bool) -> Void)?
    /// Called when the close button is tapped.
    var onClose: (() -> Void)?
    /// Whether the opacity slider shows.
    var showsOpacity = true {
        didSet { setNeedsLayout() }
    }

    let titleLabel = UILabel()
    let closeButton = UIButton(type: .close)
    let modes = UISegmentedControl(items: ["Grid", "Spectrum", "Sliders"])
    let grid = ColorGridView()
    let spectrum = ColorSpectrumView()
    let sliders = ColorSlidersView()
    let opacityLabel = UILabel()
    let opacity = UISlider()
    let opacityValue = UILabel()
    let swatch = UIView()
    /// The color shown as picked (its opacity the slider's).
    private var color: UIColor = .white

    init(title: String) {
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        closeButton.accessibilityLabel = "Close"
        closeButton.addAction(UIAction { [weak self] _ in self?.onClose?() }, for: .touchUpInside)
        modes.selectedSegmentIndex = 0
        modes.addAction(UIAction { [weak self] _ in self?.showMode() }, for: .valueChanged)
        grid.onPick = { [weak self] picked in self?.picked(picked, continuously: false) }
        spectrum.onPick = { [weak self] picked, continuously in self?.picked(picked, continuously: continuously) }
        sliders.onPick = { [weak self] picked, continuously in self?.picked(picked, continuously: continuously) }
        opacityLabel.text = "OPACITY"
        opacityLabel.font = .systemFont(ofSize: 13, weight: .semibold)
        opacityLabel.textColor = .secondaryLabel
        opacity.minimumValue = 0
        opacity.maximumValue = 1
        opacity.accessibilityLabel = "Opacity"
        opacity.addAction(UIAction { [weak self] _ in self?.opacityChanged(ended: false) }, for: .valueChanged)
        opacity.addAction(
            UIAction { [weak self] _ in self?.opacityChanged(ended: true) }, for: [.touchUpInside, .touchUpOutside])
        opacityValue.textAlignment = .right
        opacityValue.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
        swatch.layer.cornerRadius = 10
        swatch.layer.borderWidth = 1
        swatch.layer.borderColor = UIColor.separator.cgColor
        swatch.accessibilityLabel = "Selected color"
        let parts: [UIView] = [
            titleLabel, closeButton, modes, grid, spectrum, sliders, opacityLabel, opacity, opacityValue, swatch,
        ]
        for view in parts {
            addSubview(view)
        }
        showMode()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows `color` as the one picked.
    func show(_ color: UIColor) {
        self.color = color
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 1
        _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        if !opacity.isTracking { opacity.value = Float(alpha) }
        opacityValue.text = "\(Int((alpha * 100).rounded()))%"
        swatch.backgroundColor = color
        sliders.show(color)
        grid.selectedCell = Self.cell(of: color)
    }

    /// The grid's cell whose color is `color` (its opacity aside), if one is.
    private static func cell(of color: UIColor) -> (column: Int, row: Int)? {
        let opaque = color.withAlphaComponent(1)
        for row in 0..<ColorPickerPalette.rows {
            for column in 0..<ColorPickerPalette.columns
            where ColorPickerPalette.gridColor(column: column, row: row) == opaque {
                return (column, row)
            }
        }
        return nil
    }

    /// A color picked in the grid, the spectrum or the sliders, with the slider's opacity.
    private func picked(_ picked: UIColor, continuously: Bool) {
        let chosen = showsOpacity ? picked.withAlphaComponent(CGFloat(opacity.value)) : picked
        show(chosen)
        onPick?(chosen, continuously)
    }

    private func opacityChanged(ended: Bool) {
        let chosen = color.withAlphaComponent(CGFloat(opacity.value))
        show(chosen)
        onPick?(chosen, !ended)
    }

    private func showMode() {
        let mode = modes.selectedSegmentIndex
        grid.isHidden = mode != 0
        spectrum.isHidden = mode != 1
        sliders.isHidden = mode != 2
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset: CGFloat = 16, width = bounds.width - 2 * inset
        titleLabel.frame = CGRect(x: 60, y: 14, width: bounds.width - 120, height: 28)
        closeButton.frame = CGRect(x: bounds.width - inset - 30, y: 13, width: 30, height: 30)
        modes.frame = CGRect(x: inset, y: 56, width: width, height: 32)
        let side = width / CGFloat(ColorPickerPalette.columns)
        let content = CGRect(x: inset, y: 104, width: width, height: side * CGFloat(ColorPickerPalette.rows))
        for view in [grid, spectrum, sliders] as [UIView] { view.frame = content }
        var y = content.maxY + 20
        opacityLabel.isHidden = !showsOpacity
        opacity.isHidden = !showsOpacity
        opacityValue.isHidden = !showsOpacity
        if showsOpacity {
            opacityLabel.frame = CGRect(x: inset, y: y, width: width, height: 18)
            opacity.frame = CGRect(x: inset, y: y + 22, width: width - 64, height: 32)
            opacityValue.frame = CGRect(x: bounds.width - inset - 56, y: y + 22, width: 56, height: 32)
            y += 66
        }
        swatch.frame = CGRect(x: inset, y: y, width: 64, height: 64)
    }
}
