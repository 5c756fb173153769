import Foundation
import TandemGraphics

/// The picker's grid: twelve columns of ten colors; a tap picks one.
final class ColorGridView: UIView {
    /// Called with the color of the cell tapped.
    var onPick: ((UIColor) -> Void)?
    /// The cell of the color shown as picked, ringed.
    var selectedCell: (column: Int, row: Int)? {
        didSet { setNeedsDisplay() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        accessibilityLabel = "Color grid"
        let tap = UITapGestureRecognizer()
        tap.addTarget(self, action: ColorGridView.tapped)
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The side of a cell.
    private var cell: CGFloat { bounds.width / CGFloat(ColorPickerPalette.columns) }

    /// The cell at `point`, if the point is on the grid.
    func cell(at point: CGPoint) -> (column: Int, row: Int)? {
        guard cell > 0, point.x >= 0, point.y >= 0, point.x < bounds.width,
            point.y < cell * CGFloat(ColorPickerPalette.rows)
        else { return nil }
        return (
            min(Int(point.x / cell), ColorPickerPalette.columns - 1),
            min(Int(point.y / cell), ColorPickerPalette.rows - 1)
        )
    }

    /// The center of the cell at `column`, `row`.
    func center(ofColumn column: Int, row: Int) -> CGPoint {
        CGPoint(x: (CGFloat(column) + 0.5) * cell, y: (CGFloat(row) + 0.5) * cell)
    }

    private func tapped(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended, let (column, row) = cell(at: recognizer.location(in: self)) else { return }
        selectedCell = (column, row)
        onPick?(ColorPickerPalette.gridColor(column: column, row: row))
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        for row in 0..<ColorPickerPalette.rows {
            for column in 0..<ColorPickerPalette.columns {
                context.setFillColor(ColorPickerPalette.gridColor(column: column, row: row).cgColor)
                context.fill(CGRect(x: CGFloat(column) * cell, y: CGFloat(row) * cell, width: cell, height: cell))
            }
        }
        guard let selectedCell else { return }
        let frame = CGRect(
            x: CGFloat(selectedCell.column) * cell, y: CGFloat(selectedCell.row) * cell, width: cell, height: cell)
        context.setStrokeColor(UIColor.white.cgColor)
        context.setLineWidth(3)
        context.stroke(frame.insetBy(dx: 1.5, dy: 1.5))
    }
}
