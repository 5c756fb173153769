import Foundation
import TandemGraphics

/// A cell that looks like a table row: a list content configuration
/// (``defaultContentConfiguration()``), ``accessories`` at its edges, a
/// gray background while selected or highlighted, and — in a list layout —
/// the list's separators, backgrounds and rounded inset-grouped corners.
///
/// Use it with `UICollectionViewCompositionalLayout.list(using:)`; the list
/// gives it its full width and measures its height. Main actor only.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    private let selectionFill = UIView()
    private let separator = UIView()
    private var accessoryViews: [(accessory: UICellAccessory, view: UIView)] = []
    /// The background color the list last gave the cell (replaced only while the cell still has it).
    private var listBackground: UIColor?

    override func didInitialize() {
        super.didInitialize()
        selectionFill.backgroundColor = .systemGray4
        selectionFill.isHidden = true
        insertSubview(selectionFill, at: 0)
        separator.backgroundColor = .separator
        separator.isHidden = true
        addSubview(separator)
    }

    /// A list cell's content configuration with nothing set: fill it in and
    /// assign it to ``UICollectionViewCell/contentConfiguration``.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    /// The accessories shown at the cell's edges: the delete control at the
    /// leading edge, the others at the trailing edge in order, each when its
    /// displayed state matches the collection view's editing.
    open var accessories: [UICellAccessory] = [] {
        didSet { rebuildAccessories() }
    }

    private func rebuildAccessories() {
        for (_, view) in accessoryViews { view.removeFromSuperview() }
        accessoryViews = accessories.map { accessory in
            let glyph = CellAccessoryView()
            switch accessory.kind {
            case .disclosureIndicator: glyph.type = .disclosureIndicator
            case .checkmark: glyph.type = .checkmark
            case .delete(let handler):
                glyph.drawsDeleteControl = true
                let button = UIButton(type: .custom)
                button.addAction(UIAction { _ in handler?() }, for: .touchUpInside)
                glyph.frame = CGRect(origin: .zero, size: CellAccessoryView.deleteControlSize)
                button.addSubview(glyph)
                addSubview(button)
                return (accessory, button)
            }
            addSubview(glyph)
            return (accessory, glyph)
        }
        setNeedsLayout()
    }

    private func size(of accessory: UICellAccessory) -> CGSize {
        switch accessory.kind {
        case .disclosureIndicator: CellAccessoryView.size(of: .disclosureIndicator)
        case .checkmark: CellAccessoryView.size(of: .checkmark)
        case .delete: CellAccessoryView.deleteControlSize
        }
    }

    private var shownAccessories: [(accessory: UICellAccessory, view: UIView)] {
        accessoryViews.filter { $0.accessory.isShown(editing: editing) }
    }

    override func contentFrame(in bounds: CGRect) -> CGRect {
        var leading: CGFloat = 0, trailing: CGFloat = 0
        for (accessory, _) in shownAccessories {
            let width = size(of: accessory).width + 16
            if accessory.isLeading { leading += width } else { trailing += width }
        }
        return CGRect(x: leading, y: 0, width: max(0, bounds.width - leading - trailing), height: bounds.height)
    }

    override func updateSelectionAppearance() {
        super.updateSelectionAppearance()
        selectionFill.isHidden = !(isSelected || isHighlighted) || selectedBackgroundView != nil
    }

    /// Takes the list's look for this row: its background, its separator and its rounded corners.
    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        guard let row = layoutAttributes.listRow else { return }
        let color: UIColor = row.appearance == .plain ? .systemBackground : .secondarySystemGroupedBackground
        if backgroundColor == nil || backgroundColor == listBackground {
            backgroundColor = color
            listBackground = color
        }
        separator.isHidden = !row.showsSeparator
        layer.cornerRadius = row.corners.isEmpty ? 0 : 10
        layer.maskedCorners = row.corners
        layer.masksToBounds = !row.corners.isEmpty
        setNeedsLayout()
    }

    /// Lays out the content, the accessories, the selection background and the separator.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        selectionFill.frame = b
        for (_, view) in accessoryViews { view.isHidden = true }
        var leadingX: CGFloat = 16, trailingX = b.width - 16
        for (accessory, view) in shownAccessories {
            let size = size(of: accessory)
            let y = ((b.height - size.height) / 2).rounded()
            view.isHidden = false
            if accessory.isLeading {
                view.frame = CGRect(x: leadingX, y: y, width: size.width, height: size.height)
                leadingX += size.width + 16
            } else {
                trailingX -= size.width
                view.frame = CGRect(x: trailingX, y: y, width: size.width, height: size.height)
                trailingX -= 16
            }
        }
        let scale = traitCollection.displayScale
        let hairline = scale > 0 ? 1 / scale : 1
        let leading = contentView.frame.minX + 16
        separator.frame = CGRect(x: leading, y: b.height - hairline, width: max(0, b.width - leading), height: hairline)
        bringSubviewToFront(separator)
    }
}
