import Foundation
import TandemUIKit

/// A stepper that writes its value to a binding.
final class BoundStepper: UIStepper {
    var binding: Binding<Double>?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                self.binding?.wrappedValue = self.value
            }, for: .valueChanged)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
