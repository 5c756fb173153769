public import Foundation
import TandemGraphics
import TandemSupport

/// A row of a table view: a ``contentView`` for what the row shows, a
/// background that shows selection, and an accessory at the trailing edge.
///
/// Show content with a ``contentConfiguration`` (start from
/// ``defaultContentConfiguration()``), with the classic ``textLabel``,
/// ``detailTextLabel`` and ``imageView`` of the cell's style, or with your
/// own subviews of ``contentView`` constrained to its edges: a table whose
/// `rowHeight` is `UITableView.automaticDimension` measures each of these
/// for the row's height. Cells are reused: the table calls
/// ``prepareForReuse()`` before handing a used cell out again.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// To UI automation, a cell (its labels and controls are elements inside it).
    package override var accessibilityDefaults: AccessibilityDefaults {
        var defaults = super.accessibilityDefaults
        defaults.role = .cell
        return defaults
    }

    /// Cells hear of their descendants' size changes (self-sizing rows).
    override package class var observesDescendantSizes: Bool { true }

    /// Runs when the cell's configuration state changes, to update its configurations.
    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void

    /// The identifier the cell is reused under; nil for a cell that is never reused.
    open internal(set) var reuseIdentifier: String?
    private let style: CellStyle

    /// The view that holds the cell's content; add your subviews here. A
    /// ``contentConfiguration`` replaces it with the configuration's view.
    open private(set) var contentView = UIView()

    private var classicText: UILabel?
    private var classicDetail: UILabel?
    private var classicImage: UIImageView?
    private let accessory = CellAccessoryView()
    private let editingControl = EditingControlView()
    private let reorderHandle = ReorderHandleView()
    let separatorLine = UIView()
    let selectionFill = UIView()

    /// Creates a cell of `style`, reused under `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        assemble()
    }

    /// Creates a cell from a storyboard or nib (its style and reuse
    /// identifier are read from the file); with another coder, an empty default-style cell.
    public required init?(coder: NSCoder) {
        style = InterfaceBuilderCoder.cellStyle(coder)
        reuseIdentifier = (coder as? InterfaceBuilderCoder)?.element["reuseIdentifier"]
        super.init(coder: coder)
        assemble()
    }

    /// Creates a default-style cell that is not reused, with `frame`.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Makes a cell of a class registered with a table view, as
    /// `dequeueReusableCell(withIdentifier:for:)` does: it runs the class's
    /// `init(style:reuseIdentifier:)` (yours, when you override it) with
    /// `style`, the default one unless given. Tandem's stand-in for
    /// Objective-C's dynamic `initWithStyle:reuseIdentifier:`, which iOS
    /// code reaches through a metatype (`cellType.init(style:reuseIdentifier:)`,
    /// which Swift allows only for a required initializer); you never need to override it.
    public required convenience init(
        registeredCellWithReuseIdentifier reuseIdentifier: String?, style: CellStyle = .default
    ) {
        self.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    private func assemble() {
        selectionFill.isHidden = true
        selectionFill.backgroundColor = .systemGray4
        addSubview(selectionFill)
        // As on iOS, the content view's margins line up with the cell's own
        // labels (16 points at the sides, 11 above and below): a storyboard
        // or programmatic cell pinned to its layout margins aligns with them.
        contentView.layoutMargins = UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
        addSubview(contentView)
        addSubview(accessory)
        editingControl.isHidden = true
        editingControl.addAction(UIAction { [weak self] _ in self?.onEditingControl?() }, for: .touchUpInside)
        addSubview(editingControl)
        reorderHandle.isHidden = true
        addSubview(reorderHandle)
        separatorLine.backgroundColor = .separator
        separatorLine.isHidden = true
        addSubview(separatorLine)
        backgroundColor = .systemBackground
    }

    // MARK: Classic content

    /// The text label of the cell's style, made on first use.
    open var textLabel: UILabel? {
        if let classicText { return classicText }
        let label = UILabel()
        if style == .value2 {
            // A short name right-aligned in its column, in the tint (a contact's "mobile").
            label.font = .systemFont(ofSize: 15, weight: .semibold)
            label.textColor = .systemBlue
            label.textAlignment = .right
        } else {
            label.font = .preferredFont(forTextStyle: .body)
        }
        classicText = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The detail label of `.subtitle`, `.value1` and `.value2` cells (nil for `.default`), made on first use.
    open var detailTextLabel: UILabel? {
        if let classicDetail { return classicDetail }
        guard style != .default else { return nil }
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: style == .subtitle || style == .value2 ? .subheadline : .body)
        label.textColor = style == .value1 ? .secondaryLabel : .label
        classicDetail = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The image view before the text, made on first use; nil for
    /// `.value2` cells, which have no image, as in UIKit.
    open var imageView: UIImageView? {
        if let classicImage { return classicImage }
        guard style != .value2 else { return nil }
        let view = UIImageView()
        classicImage = view
        contentView.addSubview(view)
        setNeedsLayout()
        return view
    }

    private var classicLayout: ListContentLayout {
        ListContentLayout(
            margins: NSDirectionalEdgeInsets(
                top: 11, leading: 16 + CGFloat(indentationLevel) * indentationWidth, bottom: 11, trailing: 16),
            sideBySide: style == .value1, minimumHeight: 44,
            textColumnWidth: style == .value2 ? Self.value2TextColumnWidth : nil)
    }

    /// The width of a `.value2` cell's column for its text label, before the detail.
    static let value2TextColumnWidth: CGFloat = 67

    private var hasClassicContent: Bool { classicText != nil || classicDetail != nil || classicImage != nil }

    // MARK: Content configuration

    /// The content shown, as a configuration; setting one replaces
    /// ``contentView`` with the view it makes (or updates the current one
    /// when that supports it). Nil restores a plain content view.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { applyContentConfiguration() }
    }

    /// A list configuration in the cell's style, with nothing set: fill it in
    /// and assign it to ``contentConfiguration``.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }

    private func applyContentConfiguration() {
        if let view = ContentViewResolver.replacement(
            for: contentConfiguration, state: configurationState, current: contentView)
        {
            replaceContentView(with: view)
        }
        setNeedsLayout()
    }

    private func replaceContentView(with view: UIView) {
        let old = contentView
        insertSubview(view, aboveSubview: old)
        old.removeFromSuperview()
        contentView = view
        classicText = nil
        classicDetail = nil
        classicImage = nil
        setNeedsLayout()
    }

    /// Whether the content configuration follows the state (selection,
    /// highlight) by itself: it is re-derived with `updated(for:)` when the state changes.
    open var automaticallyUpdatesContentConfiguration = true

    /// Runs when the state changes, after ``updateConfiguration(using:)``.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The cell's state: traits, selection, highlight, editing.
    open var configurationState: UICellConfigurationState {
        UICellConfigurationState(
            traitCollection: traitCollection, isSelected: isSelected, isHighlighted: isHighlighted, isEditing: isEditing
        )
    }

    /// Asks for ``updateConfiguration(using:)`` with the current state (done at once in Tandem).
    open func setNeedsUpdateConfiguration() {
        let state = configurationState
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    /// Updates the configurations for `state`; the default re-derives the
    /// content configuration when ``automaticallyUpdatesContentConfiguration``.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, contentConfiguration != nil { applyContentConfiguration() }
    }

    // MARK: Accessory, selection, editing

    /// The standard accessory shown when there is no ``accessoryView``.
    open var accessoryType: AccessoryType = .none {
        didSet {
            accessory.type = accessoryType
            setNeedsLayout()
        }
    }
    /// A view shown at the trailing edge instead of the standard accessory.
    open var accessoryView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            setNeedsLayout()
        }
    }
    /// The accessory while editing (accepted; the normal one is shown).
    open var editingAccessoryType: AccessoryType = .none
    /// The accessory view while editing (accepted; the normal one is shown).
    open var editingAccessoryView: UIView?

    /// How the cell looks when selected or highlighted.
    open var selectionStyle: SelectionStyle = .default {
        didSet { updateSelectionAppearance() }
    }
    /// A view behind the content; nil for the background color.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// The view shown behind the content while selected or highlighted; nil for the standard gray.
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let selectedBackgroundView {
                insertSubview(selectedBackgroundView, aboveSubview: backgroundView ?? selectionFill)
            }
            updateSelectionAppearance()
        }
    }
    /// The selected background while the table allows several selections (accepted; ``selectedBackgroundView`` is used).
    open var multipleSelectionBackgroundView: UIView?

    /// Whether the cell is selected; the table sets it as rows are selected.
    open var isSelected: Bool {
        get { selected }
        set { setSelected(newValue, animated: false) }
    }
    private var selected = false

    /// Selects or deselects the cell; an animated deselection fades the
    /// selection's background out over 0.3 seconds, as UIKit does.
    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != self.selected else { return }
        self.selected = selected
        let fill = selectedBackgroundView ?? selectionFill
        if animated, !selected, !highlighted, !fill.isHidden, window != nil, UIView.areAnimationsEnabled {
            // As UIKit deselects: the selection's background fades out; the texts turn back at once.
            for label in [classicText, classicDetail].compactMap({ $0 }) { label.isHighlighted = false }
            UIView.animate(
                withDuration: Self.deselectionDuration, animations: { fill.alpha = 0 },
                completion: { [weak self] _ in
                    fill.alpha = 1
                    self?.updateSelectionAppearance()
                })
        } else {
            updateSelectionAppearance()
        }
        setNeedsUpdateConfiguration()
    }

    /// How long an animated deselection's fade takes.
    static let deselectionDuration: TimeInterval = 0.3

    /// Whether the cell is highlighted (a touch is down on it).
    open var isHighlighted: Bool {
        get { highlighted }
        set { setHighlighted(newValue, animated: false) }
    }
    private var highlighted = false

    /// Highlights or unhighlights the cell (never animated in Tandem).
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard highlighted != self.highlighted else { return }
        self.highlighted = highlighted
        updateSelectionAppearance()
        setNeedsUpdateConfiguration()
    }

    private func updateSelectionAppearance() {
        let shows = (selected || highlighted) && selectionStyle != .none
        selectionFill.isHidden = !shows || selectedBackgroundView != nil
        selectedBackgroundView?.isHidden = !shows
        for label in [classicText, classicDetail].compactMap({ $0 }) { label.isHighlighted = shows }
    }

    /// Whether the cell's table is editing.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    private var editing = false

    /// Enters or leaves editing (never animated in Tandem).
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != self.editing else { return }
        self.editing = editing
        setNeedsUpdateConfiguration()
        setNeedsLayout()
    }

    /// The indentation of the classic content, in steps of ``indentationWidth``.
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    /// The width of one indentation step.
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    /// The separator's insets from the cell's edges (only left and right are used).
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { setNeedsLayout() } }

    /// Resets the cell before the table hands it out again: selection and
    /// highlight are cleared. Override it to reset your own state, and call super.
    open func prepareForReuse() {
        selected = false
        highlighted = false
        updateSelectionAppearance()
    }

    // MARK: Table view's settings

    /// The editing control the table shows while editing (`.none` for none).
    var editingControlStyle: UITableViewCell.EditingStyle = .none {
        didSet { if editingControlStyle != oldValue { setNeedsLayout() } }
    }
    /// Whether the table shows the move handle while editing.
    var showsReorderHandle = false {
        didSet { if showsReorderHandle != oldValue { setNeedsLayout() } }
    }
    /// Runs when the editing control is tapped.
    var onEditingControl: (() -> Void)?

    /// The handle's frame, in the cell's coordinates (zero when not shown).
    var reorderHandleFrame: CGRect { reorderHandle.isHidden ? .zero : reorderHandle.frame }

    /// The separator's height when the table draws one under this row; 0 for none.
    var separatorHeight: CGFloat = 0 {
        didSet {
            separatorLine.isHidden = separatorHeight == 0 || hidesSeparatorLine
            if separatorHeight != oldValue { setNeedsLayout() }
        }
    }
    /// Whether the separator line under the row is hidden (its space stays):
    /// SwiftUI's `listRowSeparator(.hidden)`.
    package var hidesSeparatorLine = false {
        didSet { separatorLine.isHidden = separatorHeight == 0 || hidesSeparatorLine }
    }
    /// The separator's color, set by the table.
    var separatorColor: UIColor? {
        get { separatorLine.backgroundColor }
        set { separatorLine.backgroundColor = newValue }
    }

    // MARK: Layout and measuring

    /// The content's size changed: a table whose `selfSizingInvalidation`
    /// is enabled measures the row again.
    open override func invalidateIntrinsicContentSize() {
        super.invalidateIntrinsicContentSize()
        (superview as? UITableView)?.cellSizeDidInvalidate(self)
    }

    /// A view inside the cell changed its intrinsic size: with
    /// `.enabledIncludingConstraints` the table measures the row again.
    package func descendantIntrinsicContentSizeDidChange(_ descendant: UIView) {
        guard let table = superview as? UITableView, table.selfSizingInvalidation == .enabledIncludingConstraints else {
            return
        }
        table.cellSizeDidInvalidate(self)
    }

    private var accessoryWidth: CGFloat {
        if let accessoryView { return accessoryView.bounds.width + 16 }
        let size = CellAccessoryView.size(of: accessoryType)
        return size.width > 0 ? size.width + 16 : 0
    }

    /// Lays out the backgrounds, the content view, the accessory and the separator.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        backgroundView?.frame = b
        selectionFill.frame = b
        selectedBackgroundView?.frame = b
        let contentHeight = max(0, b.height - separatorHeight)
        // While editing, the editing control takes the leading edge and the move handle the trailing one.
        let showsControl = editing && editingControlStyle != .none
        let showsHandle = editing && showsReorderHandle
        editingControl.style = editingControlStyle
        editingControl.isHidden = !showsControl
        editingControl.frame = CGRect(x: 4, y: 0, width: 38, height: contentHeight)
        reorderHandle.isHidden = !showsHandle
        reorderHandle.frame = CGRect(x: b.width - 44, y: 0, width: 44, height: contentHeight)
        let leading: CGFloat = showsControl ? 38 : 0
        let trailing = editing ? (showsHandle ? 44 : 0) : accessoryWidth
        contentView.frame = CGRect(x: leading, y: 0, width: max(0, b.width - leading - trailing), height: contentHeight)
        if let accessoryView {
            let size = accessoryView.bounds.size
            accessoryView.frame = CGRect(
                x: b.width - 16 - size.width, y: ((contentHeight - size.height) / 2).rounded(), width: size.width,
                height: size.height)
        }
        let size = CellAccessoryView.size(of: accessoryType)
        accessory.isHidden = accessoryView != nil || accessoryType == .none || editing
        accessoryView?.isHidden = editing
        accessory.frame = CGRect(
            x: b.width - 16 - size.width, y: ((contentHeight - size.height) / 2).rounded(), width: size.width,
            height: size.height)
        // While editing, the line moves right with the content, past the editing control, as in UIKit.
        let separatorLeading = separatorInset.left + leading
        separatorLine.frame = CGRect(
            x: separatorLeading, y: b.height - separatorHeight,
            width: max(0, b.width - separatorLeading - separatorInset.right), height: separatorHeight)
        if hasClassicContent {
            let natural = classicLayout.frames(
                width: contentView.bounds.width, image: classicImage?.image, text: classicText, secondary: classicDetail
            )
            let placed = ListContentLayout.centered(natural, in: contentView.bounds.height)
            classicImage?.frame = placed.image
            classicText?.frame = placed.text
            classicDetail?.frame = placed.secondary
        }
    }

    /// The row height the cell's content needs at `width`, separator
    /// included: what its content view measures, its classic labels, or
    /// its content's constraints. Nil when the constraints do not give a
    /// height (UIKit then uses the default 44 and logs a warning).
    func fittingHeight(width: CGFloat) -> CGFloat? {
        let contentWidth = max(0, width - accessoryWidth)
        let content: CGFloat
        if contentView is SelfMeasuringView {
            content = contentView.sizeThatFits(CGSize(width: contentWidth, height: 0)).height
        } else if hasClassicContent,
            contentView.subviews.allSatisfy({ $0 === classicText || $0 === classicDetail || $0 === classicImage })
        {
            content =
                classicLayout.frames(
                    width: contentWidth, image: classicImage?.image, text: classicText, secondary: classicDetail
                ).height
        } else {
            content =
                contentView.systemLayoutSizeFitting(
                    CGSize(width: contentWidth, height: 0), withHorizontalFittingPriority: .required,
                    verticalFittingPriority: .fittingSizeLevel
                ).height
            guard content > 0 else { return nil }
        }
        return content + separatorHeight
    }
}

extension UITableViewCell: DescendantSizeObserving {}
