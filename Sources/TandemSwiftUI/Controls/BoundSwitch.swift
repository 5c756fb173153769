import Foundation
import TandemUIKit

/// A switch that writes its value to a binding.
final class BoundSwitch: UISwitch {
    var binding: Binding<Bool>?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                self.binding?.wrappedValue = self.isOn
            }, for: .valueChanged)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
