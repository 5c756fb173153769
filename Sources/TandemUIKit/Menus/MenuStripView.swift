import Foundation
import TandemGraphics

/// A row of a shown menu holding actions side by side (a palette, or a
/// small or medium element size): equal cells with thin lines between them.
@preconcurrency @MainActor
final class MenuStripView: UIView {
    /// The cells, leading to trailing.
    let cells: [MenuRowView]
    private var dividers: [UIView] = []

    init(cells: [MenuRowView]) {
        self.cells = cells
        super.init(frame: .zero)
        for (index, cell) in cells.enumerated() {
            if index > 0 {
                let divider = UIView()
                divider.backgroundColor = .separator
                divider.isUserInteractionEnabled = false
                addSubview(divider)
                dividers.append(divider)
            }
            addSubview(cell)
        }
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard !cells.isEmpty else { return }
        let width = bounds.width / CGFloat(cells.count)
        for (index, cell) in cells.enumerated() {
            cell.frame = CGRect(
                x: (CGFloat(index) * width).rounded(), y: 0, width: width.rounded(), height: bounds.height)
            if index > 0 {
                dividers[index - 1].frame = CGRect(
                    x: (CGFloat(index) * width).rounded() - 0.25, y: 0, width: 0.5, height: bounds.height)
            }
        }
    }
}
