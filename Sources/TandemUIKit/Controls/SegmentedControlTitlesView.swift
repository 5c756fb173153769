import Foundation
import TandemGraphics

/// A segmented control's titles and the separators between segments, drawn
/// over the control's sliding thumb.
@MainActor
final class SegmentedControlTitlesView: UIView {
    private weak var control: UISegmentedControl?

    init(control: UISegmentedControl) {
        self.control = control
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        isOpaque = false
        backgroundColor = nil
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { nil }

    /// The titles centered in their segments (the selected one semibold),
    /// and a separator between two segments neither of which is selected.
    override func draw(_ rect: CGRect) {
        guard let control, let context = UIGraphicsGetCurrentContext(), !control.segmentTitles.isEmpty else { return }
        let titles = control.segmentTitles
        let width = bounds.width / CGFloat(titles.count)
        let selected = control.selectedIndex
        for (index, title) in titles.enumerated() {
            let color = UIColor.label.resolvedColor(with: traitCollection)
                .withAlphaComponent(control.isSegmentEnabled(index) ? 1 : 0.3)
            let attributes: [NSAttributedString.Key: Any] = [
                .font: index == selected ? UIFont.systemFont(ofSize: 13, weight: .semibold) : control.titleFont,
                .foregroundColor: color,
            ]
            let size = (title as NSString).size(withAttributes: attributes)
            (title as NSString).draw(
                at: CGPoint(x: CGFloat(index) * width + (width - size.width) / 2, y: (bounds.height - size.height) / 2),
                withAttributes: attributes)
            if index > 0, index != selected, index - 1 != selected {
                context.setFillColor(UIColor.separator.resolvedColor(with: traitCollection).cgColor)
                context.fill(CGRect(x: CGFloat(index) * width - 0.5, y: 8, width: 1, height: bounds.height - 16))
            }
        }
    }
}
