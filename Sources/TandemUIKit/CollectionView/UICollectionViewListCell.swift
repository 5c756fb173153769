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
    /// The accessory views their options hide (their space is kept).
    private var hiddenAccessoryViews: [ObjectIdentifier] = []
    /// The list appearance the layout last gave the cell.
    private var listAppearance: UICollectionLayoutListConfiguration.Appearance?
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

    /// How many levels deep the cell's content is indented; the diffable
    /// data source sets it to the item's level in its section snapshot.
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }

    /// The width of one indentation level; 10 points by default.
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }

    /// Whether the accessories at the leading edge move with the indentation; true by default.
    open var indentsAccessories = true { didSet { setNeedsLayout() } }

    /// A guide along the cell's bottom edge whose leading edge is where the
    /// separator starts: constrain its leading anchor (to a content view's
    /// text guide, say) to move the separator; unconstrained, it starts
    /// where the content's text does.
    public var separatorLayoutGuide: UILayoutGuide {
        if let guide = separatorGuide { return guide }
        let guide = SeparatorLayoutGuide()
        separatorGuide = guide
        addLayoutGuide(guide)
        return guide
    }

    private var separatorGuide: SeparatorLayoutGuide?

    /// A background configuration for this cell in a plain list, to adjust and
    /// assign to ``UICollectionViewCell/backgroundConfiguration``.
    /// (The grouped style for a cell in a grouped or inset-grouped list.)
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        listAppearance == nil || listAppearance == .plain ? .listPlainCell() : .listGroupedCell()
    }

    override func outlineDidChange() {
        // A reused cell leaves its old outline's indentation behind.
        indentationLevel = outline?.level ?? 0
        rebuildAccessories()
    }

    override var togglesOutlineOnTap: Bool {
        guard outline?.hasChildren == true else { return false }
        return accessories.contains { accessory in
            if case .outlineDisclosure(let options, nil) = accessory.kind { return options.style == .header }
            return false
        }
    }

    override func backgroundConfigurationDidChange() {
        // A configuration replaces the list's own background and selection fill.
        if backgroundConfiguration != nil, backgroundColor == listBackground {
            backgroundColor = nil
            listBackground = nil
        }
        updateSelectionAppearance()
    }

    private func rebuildAccessories() {
        for (_, view) in accessoryViews { view.removeFromSuperview() }
        hiddenAccessoryViews = []
        accessoryViews = accessories.compactMap { accessory in
            let glyph = CellAccessoryView()
            switch accessory.kind {
            case .outlineDisclosure(let options, let handler):
                // Only an item with children can expand.
                guard outline?.hasChildren ?? (handler != nil) else { return nil }
                let chevron = OutlineDisclosureView()
                chevron.isExpanded = outline?.isExpanded ?? false
                chevron.tintColor = options.tintColor
                if options.isHidden == true { hiddenAccessoryViews.append(ObjectIdentifier(chevron)) }
                chevron.addAction(
                    UIAction { [weak self] _ in
                        guard let self else { return }
                        if let handler { handler() } else { self.collectionView?.toggleOutline(of: self) }
                    }, for: .touchUpInside)
                addSubview(chevron)
                return (accessory, chevron)
            case .reorder(let options):
                let grip = ReorderHandleView()
                grip.color = options.tintColor
                if options.isHidden == true { hiddenAccessoryViews.append(ObjectIdentifier(grip)) }
                addSubview(grip)
                return (accessory, grip)
            case .customView(let configuration):
                let view = configuration.customView
                if let tint = configuration.tintColor { view.tintColor = tint }
                if configuration.isHidden == true { hiddenAccessoryViews.append(ObjectIdentifier(view)) }
                addSubview(view)
                return (accessory, view)
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
        case .outlineDisclosure: OutlineDisclosureView.size
        case .reorder: CGSize(width: 22, height: 22)
        case .customView(let configuration):
            // Each axis from the intrinsic size when it has one, else from the size that fits.
            {
                let intrinsic = configuration.customView.intrinsicContentSize
                let fitting = configuration.customView.sizeThatFits(.zero)
                return CGSize(
                    width: intrinsic.width >= 0 ? intrinsic.width : fitting.width,
                    height: intrinsic.height >= 0 ? intrinsic.height : fitting.height)
            }()
        }
    }

    /// The accessories shown, each edge's custom views at the positions their placements ask for.
    private var shownAccessories: [(accessory: UICellAccessory, view: UIView)] {
        var shown: [(accessory: UICellAccessory, view: UIView)] = []
        var placed: [(entry: (accessory: UICellAccessory, view: UIView), position: UICellAccessory.Position)] = []
        for entry in accessoryViews where entry.accessory.isShown(editing: editing) {
            if case .customView(let configuration) = entry.accessory.kind {
                switch configuration.placement {
                case .leading(_, let position), .trailing(_, let position): placed.append((entry, position))
                }
            } else {
                shown.append(entry)
            }
        }
        for (entry, position) in placed {
            // The position counts among the accessories at the same edge, outermost first.
            let edge = shown.filter { $0.accessory.isLeading == entry.accessory.isLeading }
            let index = min(max(0, position(edge.map(\.accessory))), edge.count)
            let before =
                index < edge.count ? shown.firstIndex { $0.view === edge[index].view } ?? shown.count : shown.count
            shown.insert(entry, at: before)
        }
        return shown
    }

    /// Where a drag moves the row: its reorder grip's frame, when one shows; `.null` otherwise.
    override var reorderHandleFrame: CGRect {
        for (accessory, view) in shownAccessories where !view.isHidden {
            if case .reorder = accessory.kind { return view.frame.insetBy(dx: -8, dy: -8) }
        }
        return .null
    }

    /// The collection view showing the cell.
    private var collectionView: UICollectionView? {
        var view = superview
        while let current = view {
            if let collectionView = current as? UICollectionView { return collectionView }
            view = current.superview
        }
        return nil
    }

    private var indentation: CGFloat { CGFloat(max(0, indentationLevel)) * indentationWidth }

    override func contentFrame(in bounds: CGRect) -> CGRect {
        var leading: CGFloat = indentation, trailing: CGFloat = 0
        for (accessory, _) in shownAccessories {
            let width = size(of: accessory).width + 16
            if accessory.isLeading { leading += width } else { trailing += width }
        }
        return CGRect(x: leading, y: 0, width: max(0, bounds.width - leading - trailing), height: bounds.height)
    }

    override func updateSelectionAppearance() {
        super.updateSelectionAppearance()
        selectionFill.isHidden =
            !(isSelected || isHighlighted) || selectedBackgroundView != nil || backgroundConfiguration != nil
    }

    /// Takes the list's look for this row: its background, its separator and its rounded corners.
    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        guard let row = layoutAttributes.listRow else { return }
        listAppearance = row.appearance
        let color: UIColor = row.appearance == .plain ? .systemBackground : .secondarySystemGroupedBackground
        if backgroundConfiguration == nil, backgroundColor == nil || backgroundColor == listBackground {
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
        var leadingX: CGFloat = 16 + (indentsAccessories ? indentation : 0), trailingX = b.width - 16
        for (accessory, view) in shownAccessories {
            let size = size(of: accessory)
            let y = ((b.height - size.height) / 2).rounded()
            view.isHidden = hiddenAccessoryViews.contains(ObjectIdentifier(view))
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
        var leading = contentView.frame.minX + 16
        // A separator guide given a leading edge by constraints decides it.
        if let guide = separatorGuide,
            guide.referencingConstraints.values.contains(where: { $0.isActive && $0.systemKind == nil })
        {
            leading = guide.layoutFrame.minX
        }
        separator.frame = CGRect(x: leading, y: b.height - hairline, width: max(0, b.width - leading), height: hairline)
        bringSubviewToFront(separator)
    }
}
