import Foundation
import TandemGraphics

/// The picker's sliders: red, green and blue from 0 to 255, each with its value.
final class ColorSlidersView: UIView {
    /// Called with the color the sliders make; `continuously` while one is dragged.
    var onPick: ((UIColor, Bool) -> Void)?
    /// The red, green and blue sliders.
    private(set) var sliders: [UISlider] = []
    private var values: [UILabel] = []
    private var names: [UILabel] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        for name in ["RED", "GREEN", "BLUE"] {
            let title = UILabel()
            title.text = name
            title.font = .systemFont(ofSize: 13, weight: .semibold)
            title.textColor = .secondaryLabel
            let slider = UISlider()
            slider.minimumValue = 0
            slider.maximumValue = 255
            slider.accessibilityLabel = name.capitalized
            slider.addAction(UIAction { [weak self] _ in self?.slid() }, for: .valueChanged)
            slider.addAction(
                UIAction { [weak self] _ in self?.slid(ended: true) }, for: [.touchUpInside, .touchUpOutside])
            let value = UILabel()
            value.textAlignment = .right
            value.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
            for view in [title, slider, value] { addSubview(view) }
            names.append(title)
            sliders.append(slider)
            values.append(value)
        }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows `color`'s components.
    func show(_ color: UIColor) {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        for (index, component) in [red, green, blue].enumerated() where index < sliders.count {
            let value = Float((min(max(component, 0), 1) * 255).rounded())
            if !sliders[index].isTracking { sliders[index].value = value }
            values[index].text = "\(Int(value))"
        }
    }

    private func slid(ended: Bool = false) {
        let components = sliders.map { CGFloat($0.value.rounded()) / 255 }
        for (index, slider) in sliders.enumerated() { values[index].text = "\(Int(slider.value.rounded()))" }
        onPick?(UIColor(red: components[0], green: components[1], blue: components[2], alpha: 1), !ended)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let rowHeight: CGFloat = 64
        for index in sliders.indices {
            let top = CGFloat(index) * rowHeight
            names[index].frame = CGRect(x: 0, y: top, width: bounds.width, height: 18)
            sliders[index].frame = CGRect(x: 0, y: top + 22, width: bounds.width - 56, height: 32)
            values[index].frame = CGRect(x: bounds.width - 48, y: top + 22, width: 48, height: 32)
        }
    }
}
