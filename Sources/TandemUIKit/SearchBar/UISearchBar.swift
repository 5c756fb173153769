/// Imported publicly: the public declarations below use its types.
public import Foundation
import TandemGraphics

/// A bar with a search field, an optional Cancel button and an optional
/// scope bar, drawn as iOS draws its default search bar.
///
/// The bar is 56 points tall (``intrinsicContentSize`` has no width), 30
/// points taller with a ``prompt`` and 44 with a shown scope bar. Its field
/// (``searchTextField``) is 36 points tall, 8 points in from the sides and
/// centered in the 56-point row; the Cancel button, when shown, sits 8
/// points from the trailing edge and the field ends 8 points before it.
/// The bar is its field's delegate and tells its own ``delegate``: every
/// edit by the user is offered to `searchBar(_:shouldChangeTextIn:replacementText:)`
/// and reported to `searchBar(_:textDidChange:)`; setting ``text`` in code
/// tells no one, as on iOS. Return is the Search key
/// (`searchBarSearchButtonClicked`). The text input traits are the field's.
///
/// Where Tandem differs: the background of the `.default`/`.prominent`
/// style is opaque (``barTintColor``, else the system background) rather
/// than translucent (in a navigation bar the bar draws none, as on iOS); `setShowsCancelButton(_:animated:)` and
/// `setShowsScope(_:animated:)` never animate; there are no bookmark or
/// results-list buttons, custom images (`setImage(_:for:state:)`,
/// `backgroundImage`), `barStyle`, `inputAccessoryView` or `UISearchToken`s.
/// Main actor only.
@preconcurrency @MainActor
open class UISearchBar: UIView, UITextInputTraits {
    /// The height of the row holding the field and the Cancel button.
    static let barHeight: CGFloat = 56
    /// The field's height.
    static let fieldHeight: CGFloat = 36
    /// The space between the bar's sides, the field and the Cancel button.
    static let inset: CGFloat = 8
    /// The height of the prompt's row above the field, when there is a prompt.
    static let promptHeight: CGFloat = 30
    /// The height of the scope bar's row below the field, when it shows.
    static let scopeBarHeight: CGFloat = 44

    /// The delegate; held weakly.
    open weak var delegate: UISearchBarDelegate?

    /// The search controller that owns the bar, told of edits, Cancel and
    /// scope changes after the delegate.
    weak var searchController: UISearchController?

    /// The text field; the bar is its delegate.
    open var searchTextField: UISearchTextField { field }

    /// The text; an empty string when there is none. Setting it tells no
    /// delegate (no `searchBar(_:textDidChange:)`), as on iOS.
    open var text: String? {
        get { field.text }
        set { field.text = newValue }
    }

    /// Text shown in placeholder gray while the field is empty.
    open var placeholder: String? {
        get { field.placeholder }
        set { field.placeholder = newValue }
    }

    /// A line of text shown centered above the field; nil or empty hides it.
    open var prompt: String? {
        didSet {
            guard prompt != oldValue else { return }
            promptLabel.text = prompt
            sizeDidChange()
        }
    }

    /// Whether the Cancel button shows at the trailing end (false by default).
    open var showsCancelButton = false {
        didSet {
            guard showsCancelButton != oldValue else { return }
            cancelButton.isHidden = !showsCancelButton
            setNeedsLayout()
        }
    }

    /// Shows or hides the Cancel button. Tandem shows and hides it at once, animated or not.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    /// Whether a background shows behind the field; see ``Style``.
    open var searchBarStyle: Style = .default { didSet { updateBackground() } }

    /// The background's color; the system background when nil. With the
    /// `.minimal` style only a color set here shows.
    open var barTintColor: UIColor? { didSet { updateBackground() } }

    /// Whether the background is translucent (kept; Tandem draws it opaque).
    open var isTranslucent = true

    /// The titles of the scope bar's segments; nil or empty means no scope bar.
    open var scopeButtonTitles: [String]? {
        didSet {
            scopeBar.removeAllSegments()
            for (index, title) in (scopeButtonTitles ?? []).enumerated() {
                scopeBar.insertSegment(withTitle: title, at: index, animated: false)
            }
            syncScopeSelection()
            sizeDidChange()
        }
    }

    /// The selected scope segment (0 by default). Setting it tells no delegate.
    open var selectedScopeButtonIndex = 0 { didSet { syncScopeSelection() } }

    /// Whether the scope bar shows below the field (false by default); it
    /// shows only when there are ``scopeButtonTitles``.
    open var showsScopeBar = false {
        didSet {
            guard showsScopeBar != oldValue else { return }
            sizeDidChange()
        }
    }

    /// Shows or hides the scope bar. Tandem shows and hides it at once, animated or not.
    open func setShowsScope(_ show: Bool, animated: Bool) {
        showsScopeBar = show
    }

    // MARK: Text input traits, the field's

    /// The kind of keyboard; the field's.
    open var keyboardType: UIKeyboardType {
        get { field.keyboardType }
        set { field.keyboardType = newValue }
    }
    /// The title of the Return key; the field's (`.search` by default, as on iOS).
    open var returnKeyType: UIReturnKeyType {
        get { field.returnKeyType }
        set { field.returnKeyType = newValue }
    }
    /// When to capitalize; the field's.
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { field.autocapitalizationType }
        set { field.autocapitalizationType = newValue }
    }
    /// Whether to autocorrect; the field's.
    open var autocorrectionType: UITextAutocorrectionType {
        get { field.autocorrectionType }
        set { field.autocorrectionType = newValue }
    }
    /// Whether the text is drawn as bullets; the field's.
    open var isSecureTextEntry: Bool {
        get { field.isSecureTextEntry }
        set { field.isSecureTextEntry = newValue }
    }

    // MARK: Parts

    private let field = UISearchTextField(frame: .zero)
    private let fieldDelegate = SearchFieldDelegateProxy()
    /// What iOS's `_UISearchBarBackground` is: a view behind the rest, so
    /// that the bar's own `backgroundColor` stays the app's.
    private let backgroundView = UIView()
    private let promptLabel = UILabel()
    let cancelButton = UIButton(type: .system)
    let scopeBar = UISegmentedControl(frame: .zero)

    /// Creates a search bar; `UISearchBar(frame: .zero)` under Auto Layout
    /// takes its height from ``intrinsicContentSize``.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        assemble()
    }

    /// Search bars are not archived on Linux; this makes an empty bar.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        assemble()
    }

    private func assemble() {
        backgroundView.isUserInteractionEnabled = false
        addSubview(backgroundView)
        updateBackground()

        promptLabel.font = .systemFont(ofSize: 13)
        promptLabel.textColor = .secondaryLabel
        promptLabel.textAlignment = .center
        promptLabel.isHidden = true
        addSubview(promptLabel)

        fieldDelegate.searchBar = self
        field.delegate = fieldDelegate
        field.addAction(UIAction { [weak self] _ in self?.fieldTextChanged() }, for: .editingChanged)
        addSubview(field)

        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.titleLabel?.font = .systemFont(ofSize: 17)
        cancelButton.isHidden = true
        cancelButton.addAction(UIAction { [weak self] _ in self?.cancelTapped() }, for: .touchUpInside)
        addSubview(cancelButton)

        scopeBar.isHidden = true
        scopeBar.addAction(UIAction { [weak self] _ in self?.scopeChosen() }, for: .valueChanged)
        addSubview(scopeBar)
    }

    // MARK: Events

    /// Only edits by the user reach here: the field sends `.editingChanged`
    /// for them and not for text set in code.
    private func fieldTextChanged() {
        delegate?.searchBar(self, textDidChange: field.text ?? "")
        searchController?.searchBarTextDidChange()
    }

    private func cancelTapped() {
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.searchBarCancelled()
    }

    private func scopeChosen() {
        let index = scopeBar.selectedSegmentIndex
        guard index != UISegmentedControl.noSegment, index != selectedScopeButtonIndex else { return }
        selectedScopeButtonIndex = index
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
        searchController?.searchBarScopeDidChange()
    }

    private func syncScopeSelection() {
        let count = scopeBar.numberOfSegments
        guard count > 0 else { return }
        // Out-of-range indices select nothing rather than reaching the control's report.
        let index =
            (0..<count).contains(selectedScopeButtonIndex) ? selectedScopeButtonIndex : UISegmentedControl.noSegment
        if scopeBar.selectedSegmentIndex != index { scopeBar.selectedSegmentIndex = index }
    }

    /// A navigation bar showing the bar: the bar draws no background of its
    /// own there (the navigation bar's shows behind it), as on iOS.
    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        updateBackground()
    }

    private func updateBackground() {
        if superview is UINavigationBar {
            backgroundView.backgroundColor = barTintColor
            backgroundView.isHidden = barTintColor == nil
            return
        }
        switch searchBarStyle {
        case .default, .prominent:
            backgroundView.backgroundColor = barTintColor ?? .systemBackground
            backgroundView.isHidden = false
        case .minimal:
            backgroundView.backgroundColor = barTintColor
            backgroundView.isHidden = barTintColor == nil
        }
    }

    // MARK: First responder, the field's

    /// Whether the field can take the keyboard.
    open override var canBecomeFirstResponder: Bool { field.canBecomeFirstResponder }

    /// Begins editing in the field (asking `searchBarShouldBeginEditing`); the
    /// field, not the bar, becomes the first responder, as on iOS.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        field.becomeFirstResponder()
    }

    /// Ends editing in the field (asking `searchBarShouldEndEditing`).
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        field.resignFirstResponder()
    }

    // MARK: Size and layout

    private var showsPrompt: Bool { !(prompt ?? "").isEmpty }
    private var showsScope: Bool { showsScopeBar && !(scopeButtonTitles ?? []).isEmpty }

    private var height: CGFloat {
        Self.barHeight + (showsPrompt ? Self.promptHeight : 0) + (showsScope ? Self.scopeBarHeight : 0)
    }

    private func sizeDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// No width of its own; 56 points tall (more with a prompt or a scope bar).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: height)
    }

    /// The width proposed and the bar's height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: height)
    }

    /// `rect` mirrored in the bar for right-to-left layouts (Cancel at the left).
    private func flipped(_ rect: CGRect) -> CGRect {
        guard isRightToLeft else { return rect }
        return CGRect(x: bounds.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// Places the prompt, the field, the Cancel button and the scope bar.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        backgroundView.frame = bounds
        var top: CGFloat = 0
        promptLabel.isHidden = !showsPrompt
        if showsPrompt {
            promptLabel.frame = CGRect(
                x: Self.inset, y: 0, width: max(0, width - 2 * Self.inset), height: Self.promptHeight)
            top = Self.promptHeight
        }
        var fieldEnd = width - Self.inset
        if showsCancelButton {
            let size = cancelButton.intrinsicContentSize
            let frame = CGRect(
                x: width - Self.inset - size.width, y: top + ((Self.barHeight - size.height) / 2).rounded(),
                width: size.width, height: size.height)
            cancelButton.frame = flipped(frame)
            fieldEnd = frame.minX - Self.inset
        }
        field.frame = flipped(
            CGRect(
                x: Self.inset, y: top + (Self.barHeight - Self.fieldHeight) / 2,
                width: max(0, fieldEnd - Self.inset), height: Self.fieldHeight))
        scopeBar.isHidden = !showsScope
        if showsScope {
            // A segmented control's own height, centered in the scope row.
            let controlHeight: CGFloat = 32
            scopeBar.frame = CGRect(
                x: Self.inset, y: top + Self.barHeight + (Self.scopeBarHeight - controlHeight) / 2,
                width: max(0, width - 2 * Self.inset), height: controlHeight)
        }
    }
}
