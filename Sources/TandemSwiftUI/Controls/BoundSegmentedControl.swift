import Foundation
import TandemSupport
import TandemUIKit

/// A segmented control that reports the chosen segment.
final class BoundSegmentedControl: UISegmentedControl {
    var select: (Int) -> Void = { _ in }

    var titles: [String] { (0..<numberOfSegments).map { titleForSegment(at: $0) ?? "" } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                self.select(self.selectedSegmentIndex)
            }, for: .valueChanged)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
