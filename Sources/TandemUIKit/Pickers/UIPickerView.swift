public import Foundation
import TandemGraphics

/// Spinning wheels, one per component, each showing rows of titles with the
/// selected row in a band across the middle.
///
/// The ``dataSource`` says how many components and rows there are; the
/// ``delegate`` gives titles, sizes, and hears of the rows the user picks.
/// Rows are drawn on a cylinder: the selected row in the middle in the label
/// color, the others smaller and fainter toward the top and bottom, behind a
/// rounded gray selection band 8 points in from the sides. Dragging a wheel
/// turns it; on release it stops on the nearest row, and the delegate hears
/// `pickerView(_:didSelectRow:inComponent:)` if that row is new. Tapping a
/// row above or below the band turns it to the middle the same way.
/// ``selectRow(_:inComponent:animated:)`` in code tells no one, as on iOS.
///
/// Size: 320 × 216 points intrinsically; rows 32 points tall unless the
/// delegate says otherwise; components share the width (8-point insets,
/// 5 points apart) unless the delegate gives widths (the others share
/// what is left). Main actor only.
///
/// Where Tandem differs: wheels stop at once (no momentum or animation),
/// titles are 21-point text, and rows given as views
/// (`viewForRow:forComponent:reusing:`) are not offered.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// The default row height.
    package static let defaultRowHeight: CGFloat = 32
    /// The space between components.
    private static let spacing: CGFloat = 5
    /// The inset of the selection band and the components from the sides.
    private static let inset: CGFloat = 8

    /// Gives the number of components and rows; held weakly.
    open weak var dataSource: UIPickerViewDataSource? { didSet { reloadAllComponents() } }
    /// Gives titles and sizes, and hears of picked rows; held weakly.
    open weak var delegate: UIPickerViewDelegate? { didSet { reloadAllComponents() } }
    /// Ignored since iOS 7 (the band always shows); kept for source compatibility.
    open var showsSelectionIndicator = true

    /// The number of rows per component, as last loaded.
    private var rowCounts: [Int] = []
    /// The selected row per component (-1 when a component has no rows).
    private var selected: [Int] = []
    /// The wheel being dragged, and how far it has turned (in rows, fractional).
    private var drag: (component: Int, startY: CGFloat, startPosition: CGFloat, position: CGFloat, moved: Bool)?

    /// To UI automation, a picker: a picker wheel per component.
    package override var accessibilityDefaults: AccessibilityDefaults {
        var defaults = super.accessibilityDefaults
        defaults.role = .picker
        return defaults
    }

    /// Unless set, one adjustable element per component (its wheel).
    open override var accessibilityElements: [Any]? {
        get { super.accessibilityElements ?? accessibilityParts.elements(of: self, count: numberOfComponents) }
        set { super.accessibilityElements = newValue }
    }
    private let accessibilityParts = AccessibilityParts()

    override func didInitialize() {
        super.didInitialize()
        backgroundColor = .clear
        contentMode = .redraw
    }

    /// 320 × 216 points.
    open override var intrinsicContentSize: CGSize { CGSize(width: 320, height: 216) }

    /// The width proposed (320 when none) and 216 points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : 320, height: 216)
    }

    // MARK: Data

    /// The number of components, as last loaded from the data source.
    open var numberOfComponents: Int {
        loadIfNeeded()
        return rowCounts.count
    }

    /// The number of rows of `component`, as last loaded (0 out of range).
    open func numberOfRows(inComponent component: Int) -> Int {
        loadIfNeeded()
        return rowCounts.indices.contains(component) ? rowCounts[component] : 0
    }

    /// The size of a row of `component`: its width and row height.
    open func rowSize(forComponent component: Int) -> CGSize {
        loadIfNeeded()
        let frames = componentFrames()
        guard frames.indices.contains(component) else { return .zero }
        return CGSize(width: frames[component].width, height: rowHeight(component))
    }

    /// Asks the data source and delegate again for everything; selections
    /// are kept, clamped to the new row counts.
    open func reloadAllComponents() {
        let count = dataSource.map { max(0, $0.numberOfComponents(in: self)) } ?? 0
        rowCounts = (0..<count).map { rowCount(ofComponent: $0) }
        selected = (0..<count).map { index in
            let old = index < selected.count ? selected[index] : 0
            return rowCounts[index] == 0 ? -1 : min(max(0, old), rowCounts[index] - 1)
        }
        isLoaded = true
        setNeedsDisplay()
    }

    /// Asks the data source again for the rows of `component`.
    open func reloadComponent(_ component: Int) {
        loadIfNeeded()
        guard rowCounts.indices.contains(component) else { return }
        rowCounts[component] = rowCount(ofComponent: component)
        let count = rowCounts[component]
        selected[component] = count == 0 ? -1 : min(max(0, selected[component]), count - 1)
        setNeedsDisplay()
    }

    /// Turns `component` to `row` (clamped to its rows); tells no delegate.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        loadIfNeeded()
        guard rowCounts.indices.contains(component), rowCounts[component] > 0 else { return }
        selected[component] = min(max(0, row), rowCounts[component] - 1)
        setNeedsDisplay()
    }

    /// The row in the band of `component`; -1 when it has no rows or does not exist.
    open func selectedRow(inComponent component: Int) -> Int {
        loadIfNeeded()
        return selected.indices.contains(component) ? selected[component] : -1
    }

    /// Turns `component` to `row` as a user's turn does: the delegate hears
    /// `pickerView(_:didSelectRow:inComponent:)` when the row is new; false
    /// when there is no such row.
    package func turn(component: Int, toRow row: Int) -> Bool {
        loadIfNeeded()
        guard rowCounts.indices.contains(component), (0..<rowCounts[component]).contains(row) else { return false }
        guard row != selected[component] else { return true }
        selected[component] = row
        setNeedsDisplay()
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
        return true
    }

    /// The title of `row` in `component` as the delegate gives it (plain or attributed); nil when it gives none.
    package func title(forRow row: Int, inComponent component: Int) -> String? {
        delegate?.pickerView(self, titleForRow: row, forComponent: component)
            ?? delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component)?.string
    }

    private var isLoaded = false

    private func loadIfNeeded() {
        if !isLoaded { reloadAllComponents() }
    }

    private func rowCount(ofComponent component: Int) -> Int {
        max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
    }

    private func rowHeight(_ component: Int) -> CGFloat {
        let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? 0
        return height > 0 ? height : Self.defaultRowHeight
    }

    /// Each component's column: the delegate's widths, or equal shares of
    /// the width inside the insets; centered as a whole.
    package func componentFrames() -> [CGRect] {
        let count = rowCounts.count
        guard count > 0 else { return [] }
        let asked = (0..<count).map { delegate?.pickerView(self, widthForComponent: $0) ?? 0 }
        let fixed = asked.filter { $0 > 0 }
        let free = bounds.width - 2 * Self.inset - Self.spacing * CGFloat(count - 1) - fixed.reduce(0, +)
        let share = max(0, free / CGFloat(max(1, count - fixed.count)))
        let widths = asked.map { $0 > 0 ? $0 : share }
        let total = widths.reduce(0, +) + Self.spacing * CGFloat(count - 1)
        var x = (bounds.width - total) / 2
        return widths.map { width in
            defer { x += width + Self.spacing }
            return CGRect(x: x, y: 0, width: width, height: bounds.height)
        }
    }

    // MARK: Touches

    /// A touch in a component starts turning that wheel.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        loadIfNeeded()
        guard let point = touches.first?.location(in: self),
            let component = componentFrames().firstIndex(where: { $0.minX <= point.x && point.x < $0.maxX }),
            rowCounts[component] > 0
        else { return super.touchesBegan(touches, with: event) }
        let position = CGFloat(selected[component])
        drag = (component, point.y, position, position, false)
    }

    /// Dragging turns the wheel: a row height of travel is one row.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard var current = drag, let point = touches.first?.location(in: self) else {
            return super.touchesMoved(touches, with: event)
        }
        let travel = point.y - current.startY
        if abs(travel) > 4 { current.moved = true }
        let last = CGFloat(rowCounts[current.component] - 1)
        current.position = min(max(0, current.startPosition - travel / rowHeight(current.component)), last)
        drag = current
        setNeedsDisplay()
    }

    /// Release stops the wheel on the nearest row (a tap: on the row tapped)
    /// and tells the delegate when the row is new.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let current = drag else { return super.touchesEnded(touches, with: event) }
        drag = nil
        var row = Int(current.position.rounded())
        if !current.moved, let point = touches.first?.location(in: self) {
            let rowsAway = ((point.y - bounds.midY) / rowHeight(current.component)).rounded()
            row = selected[current.component] + Int(rowsAway)
        }
        row = min(max(0, row), rowCounts[current.component] - 1)
        setNeedsDisplay()
        guard row != selected[current.component] else { return }
        selected[current.component] = row
        delegate?.pickerView(self, didSelectRow: row, inComponent: current.component)
    }

    /// A cancelled touch leaves the wheel where it was.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        drag = nil
        setNeedsDisplay()
        super.touchesCancelled(touches, with: event)
    }

    // MARK: Drawing

    /// Draws the selection band, then each wheel's rows on a cylinder.
    open override func draw(_ rect: CGRect) {
        loadIfNeeded()
        guard let context = UIGraphicsGetCurrentContext(), !rowCounts.isEmpty else { return }
        let bandHeight = rowHeight(0)
        let band = CGRect(
            x: Self.inset, y: bounds.midY - bandHeight / 2, width: max(0, bounds.width - 2 * Self.inset),
            height: bandHeight)
        context.setFillColor(UIColor.tertiarySystemFill.resolvedColor(with: traitCollection).cgColor)
        context.addPath(CGPath(roundedRect: band, cornerWidth: 8, cornerHeight: 8, transform: nil))
        context.fillPath()
        for (component, column) in componentFrames().enumerated() where rowCounts[component] > 0 {
            let position = drag?.component == component ? drag!.position : CGFloat(selected[component])
            drawWheel(component, in: column, position: position, context: context)
        }
    }

    /// The rows of one wheel: a row `d` rows from the middle sits at angle
    /// `d × rowHeight / radius` on a cylinder as tall as the picker, drawn
    /// squeezed by the cosine of that angle and fading with it.
    private func drawWheel(_ component: Int, in column: CGRect, position: CGFloat, context: CGContext) {
        let height = rowHeight(component)
        let radius = bounds.height / 2
        let label = UIColor.label.resolvedColor(with: traitCollection)
        let visible = Int((radius * .pi / 2 / height).rounded(.up))
        let center = Int(position.rounded())
        context.saveGState()
        context.clip(to: column)
        for row in max(0, center - visible)...min(rowCounts[component] - 1, center + visible) {
            let angle = (CGFloat(row) - position) * height / radius
            guard abs(angle) < .pi / 2 - 0.05 else { continue }
            let squeeze = cos(angle)
            let title = attributedTitle(
                row: row, component: component, color: label.withAlphaComponent(max(0.25, squeeze * squeeze)))
            guard let title else { continue }
            let size = title.size()
            let y = bounds.midY + radius * sin(angle)
            context.saveGState()
            context.translateBy(x: column.midX, y: y)
            context.scaleBy(x: 1, y: squeeze)
            title.draw(at: CGPoint(x: -min(size.width, column.width) / 2, y: -size.height / 2))
            context.restoreGState()
        }
        context.restoreGState()
    }

    private func attributedTitle(row: Int, component: Int, color: UIColor) -> NSAttributedString? {
        if let styled = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            return styled
        }
        guard let title = delegate?.pickerView(self, titleForRow: row, forComponent: component) else { return nil }
        return NSAttributedString(
            string: title, attributes: [.font: UIFont.systemFont(ofSize: 21), .foregroundColor: color])
    }
}
