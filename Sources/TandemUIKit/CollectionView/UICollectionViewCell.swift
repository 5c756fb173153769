import Foundation
import TandemGraphics

/// A collection view's cell: a ``contentView`` for what the item shows,
/// with optional backgrounds that show selection.
///
/// Show content with a ``contentConfiguration`` or with your own subviews of
/// ``contentView``. A layout that estimates sizes (a flow layout's
/// `estimatedItemSize`, a compositional layout's `.estimated` dimensions,
/// lists) measures the cell with ``preferredLayoutAttributesFitting(_:)``:
/// a configuration's view measures itself, other content through its
/// constraints. Cells are reused: the collection view calls
/// ``prepareForReuse()`` before handing a used cell out again. Main actor only.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// To UI automation, a cell.
    package override var accessibilityDefaults: AccessibilityDefaults {
        var defaults = super.accessibilityDefaults
        defaults.role = .cell
        return defaults
    }

    /// Runs when the cell's configuration state changes, to update its configurations.
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

    /// The view that holds the cell's content; add your subviews here. A
    /// ``contentConfiguration`` replaces it with the configuration's view.
    open private(set) var contentView = UIView()

    /// A view behind the content, as large as the cell.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// A view shown behind the content while the cell is selected or highlighted; nil for no change.
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let selectedBackgroundView {
                if let backgroundView {
                    insertSubview(selectedBackgroundView, aboveSubview: backgroundView)
                } else {
                    insertSubview(selectedBackgroundView, at: 0)
                }
            }
            updateSelectionAppearance()
            setNeedsLayout()
        }
    }

    /// Whether the cell is selected; the collection view sets it as items are selected.
    open var isSelected = false {
        didSet {
            guard isSelected != oldValue else { return }
            updateSelectionAppearance()
            setNeedsUpdateConfiguration()
        }
    }

    /// Whether the cell is highlighted (a touch is down on it).
    open var isHighlighted = false {
        didSet {
            guard isHighlighted != oldValue else { return }
            updateSelectionAppearance()
            setNeedsUpdateConfiguration()
        }
    }

    /// Whether the collection view is editing; set by the collection view.
    var editing = false {
        didSet {
            guard editing != oldValue else { return }
            setNeedsUpdateConfiguration()
            setNeedsLayout()
        }
    }

    override func didInitialize() {
        super.didInitialize()
        // As large as the cell from the start, so that constraints made in a
        // subclass's initializer against it do not conflict with a zero size.
        contentView.frame = bounds
        addSubview(contentView)
    }

    // MARK: Configurations

    /// The content shown, as a configuration; setting one replaces
    /// ``contentView`` with the view it makes (or updates the current one
    /// when that supports it). Nil restores a plain content view.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { applyContentConfiguration() }
    }

    /// Whether the content configuration is re-derived with `updated(for:)` when the state changes.
    open var automaticallyUpdatesContentConfiguration = true

    /// Runs when the state changes, after ``updateConfiguration(using:)``.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The cell's state: traits, selection, highlight, editing, and whether
    /// its outline item is expanded. Override it to add states of your own
    /// (through the state's subscript), and call super.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(
            traitCollection: traitCollection, isSelected: isSelected, isHighlighted: isHighlighted, isEditing: editing)
        state.isExpanded = outline?.isExpanded ?? false
        return state
    }

    /// The cell's background as a configuration; nil for none (then
    /// ``backgroundView`` and the background color show). It is derived
    /// for the cell's state with `updated(for:)` whenever the state changes,
    /// while ``automaticallyUpdatesBackgroundConfiguration``.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { applyBackgroundConfiguration() }
    }

    /// Whether ``backgroundConfiguration`` is re-derived for each new state; true by default.
    open var automaticallyUpdatesBackgroundConfiguration = true

    private var backgroundConfigurationView: BackgroundConfigurationView?

    private func applyBackgroundConfiguration() {
        guard let configuration = backgroundConfiguration else {
            backgroundConfigurationView?.removeFromSuperview()
            backgroundConfigurationView = nil
            backgroundConfigurationDidChange()
            return
        }
        let view = backgroundConfigurationView ?? BackgroundConfigurationView()
        if backgroundConfigurationView == nil {
            backgroundConfigurationView = view
            insertSubview(view, at: 0)
        }
        let shown =
            automaticallyUpdatesBackgroundConfiguration ? configuration.updated(for: configurationState) : configuration
        view.apply(shown, tint: tintColor)
        backgroundConfigurationDidChange()
        setNeedsLayout()
    }

    /// A hook for cells with a look of their own behind the configuration
    /// (list cells drop their list background): the background
    /// configuration was set, cleared or re-derived.
    func backgroundConfigurationDidChange() {}

    /// Where the cell's item sits in an outline (a section snapshot's
    /// tree), set by the diffable data source; nil outside an outline.
    var outline: CellOutline? {
        didSet {
            guard outline != oldValue else { return }
            outlineDidChange()
            setNeedsUpdateConfiguration()
        }
    }

    /// Where a drag moves the cell's item (a list cell's reorder grip), in the cell; `.null` for nowhere.
    var reorderHandleFrame: CGRect { .null }

    /// Whether a tap on the cell expands or collapses its outline item
    /// rather than selecting it (a list cell with a header-style outline
    /// disclosure whose action is the default).
    var togglesOutlineOnTap: Bool { false }

    /// A hook for cells that show the outline (list cells indent and turn
    /// their disclosure): ``outline`` changed.
    func outlineDidChange() {}

    /// Asks for ``updateConfiguration(using:)`` with the current state (done at once in Tandem).
    open func setNeedsUpdateConfiguration() {
        let state = configurationState
        if backgroundConfiguration != nil, automaticallyUpdatesBackgroundConfiguration {
            applyBackgroundConfiguration()
        }
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    /// Updates the configurations for `state`; the default re-derives the
    /// content configuration when ``automaticallyUpdatesContentConfiguration``.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, contentConfiguration != nil { applyContentConfiguration() }
    }

    private func applyContentConfiguration() {
        if let view = ContentViewResolver.replacement(
            for: contentConfiguration, state: configurationState, current: contentView)
        {
            insertSubview(view, aboveSubview: contentView)
            contentView.removeFromSuperview()
            contentView = view
        }
        setNeedsLayout()
    }

    // MARK: Reuse and layout

    /// Resets the cell before the collection view hands it out again:
    /// selection and highlight are cleared. Override it to reset your own state, and call super.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }

    func updateSelectionAppearance() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }

    /// The content view's frame in a cell of `bounds` (list cells leave room for accessories).
    func contentFrame(in bounds: CGRect) -> CGRect { bounds }

    /// Lays out the backgrounds and the content view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        if let backgroundConfigurationView {
            backgroundConfigurationView.frame = backgroundConfigurationView.frame(
                in: bounds, margins: directionalLayoutMargins)
            sendSubviewToBack(backgroundConfigurationView)
        }
        contentView.frame = contentFrame(in: bounds)
    }

    /// The attributes with the size the cell's content needs: a
    /// configuration's view measures its height at the given width; other
    /// content fits its constraints (at the given width when the layout fixes
    /// it, as lists and fractional widths do; else both dimensions). Content
    /// that gives no size keeps the layout's.
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        let preferred = layoutAttributes.copy() as? UICollectionViewLayoutAttributes ?? layoutAttributes
        let given = layoutAttributes.size
        let content = contentFrame(in: CGRect(origin: .zero, size: given))
        let extraWidth = given.width - content.width
        if contentView is SelfMeasuringView {
            let height = contentView.sizeThatFits(CGSize(width: content.width, height: 0)).height
            if height > 0 { preferred.size = CGSize(width: given.width, height: height) }
            return preferred
        }
        let fixedWidth = layoutAttributes.fixesWidthWhenSizing
        let fitted = contentView.systemLayoutSizeFitting(
            CGSize(width: content.width, height: given.height),
            withHorizontalFittingPriority: fixedWidth ? .required : .fittingSizeLevel,
            verticalFittingPriority: .fittingSizeLevel)
        guard fitted.height > 0, fixedWidth || fitted.width > 0 else { return preferred }
        preferred.size = CGSize(width: fixedWidth ? given.width : fitted.width + extraWidth, height: fitted.height)
        return preferred
    }
}
