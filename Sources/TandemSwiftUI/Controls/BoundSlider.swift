import Foundation
import TandemUIKit

/// A slider that writes its value (snapped to a step) to a binding.
final class BoundSlider: UISlider {
    var binding: Binding<Double>?
    var step: Double?
    var onEditingChanged: (Bool) -> Void = { _ in }

    override init(frame: CGRect) {
        super.init(frame: frame)
        addAction(UIAction { [weak self] _ in self?.valueDidChange() }, for: .valueChanged)
        addAction(UIAction { [weak self] _ in self?.onEditingChanged(true) }, for: .touchDown)
        addAction(UIAction { [weak self] _ in self?.onEditingChanged(false) }, for: [.touchUpInside, .touchUpOutside])
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private func valueDidChange() {
        var newValue = Double(value)
        if let step, step > 0 {
            newValue = Double(minimumValue) + ((newValue - Double(minimumValue)) / step).rounded() * step
            newValue = min(max(newValue, Double(minimumValue)), Double(maximumValue))
        }
        binding?.wrappedValue = newValue
    }
}
