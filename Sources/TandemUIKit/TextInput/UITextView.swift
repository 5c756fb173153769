public import Foundation
import TandemGraphics

/// Scrollable, multi-line, editable text.
///
/// Editing works as in ``UITextField`` — the same keys, clipboard and
/// caret — with line breaks: Return inserts "\n" and Tab "\t", each edit
/// first offered to the delegate's `textView(_:shouldChangeTextIn:replacementText:)`;
/// `textViewDidChange` follows every edit the user makes. Setting ``text``
/// in code tells no one; setting it to the text it already has leaves the
/// selection where it is (a binding written back on every update does not
/// move the caret). The view scrolls its content (``contentOffset``) to keep
/// the caret in view. Main actor only.
@preconcurrency @MainActor
open class UITextView: UIView, EditingKeyHandling {
    /// A text view's value is its text.
    package override var accessibilityDefaults: AccessibilityDefaults {
        var defaults = super.accessibilityDefaults
        defaults.isElement = true
        defaults.value = text
        if !isEditable { defaults.traits.insert(.staticText) }
        defaults.role = .textView
        return defaults
    }

    /// Posted when editing begins; the object is the text view.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name(
        "UITextViewTextDidBeginEditingNotification")
    /// Posted when the user changes the text; the object is the text view.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted when editing ends; the object is the text view.
    nonisolated public static let textDidEndEditingNotification = Notification.Name(
        "UITextViewTextDidEndEditingNotification")

    /// The text. Setting it tells no delegate; an equal text keeps the selection.
    open var text: String! {
        get { core.string }
        set {
            let value = newValue ?? ""
            guard value != core.string else { return }
            core.setString(value)
            textVersion += 2
            contentDidChange()
        }
    }

    /// The text with the view's font and color.
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(string: core.string, attributes: typingAttributes) }
        set { text = newValue?.string ?? "" }
    }

    /// Whether a font made for a text style follows the user's text size
    /// (see ``UIContentSizeCategoryAdjusting``); false by default.
    open var adjustsFontForContentSizeCategory = false {
        // The traits are read now, so that a later change of the text size reaches the view.
        didSet { if adjustsFontForContentSizeCategory { _ = traitCollection } }
    }

    override func contentSizeCategoryDidChange() {
        super.contentSizeCategoryDidChange()
        if adjustsFontForContentSizeCategory, let adjusted = font?.adjusted(to: traitCollection) { font = adjusted }
    }

    /// The font; the system font at 12 points when nil, as in UIKit.
    open var font: UIFont? { didSet { contentDidChange() } }
    /// The text color; the label color when nil.
    open var textColor: UIColor? { didSet { setNeedsDisplay() } }
    /// How lines are aligned.
    open var textAlignment: NSTextAlignment = .natural { didSet { contentDidChange() } }
    /// Whether the user can edit the text.
    open var isEditable = true
    /// Whether the user can select the text.
    open var isSelectable = true
    /// The delegate; held weakly.
    open weak var delegate: UITextViewDelegate?
    /// Space around the text inside the view.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { contentDidChange() } }
    /// Whether the content scrolls (false: the view sizes itself to the text).
    open var isScrollEnabled = true { didSet { invalidateIntrinsicContentSize() } }
    /// Whether the view is being edited.
    open private(set) var isEditing = false

    /// The kind of keyboard (kept and reported).
    open var keyboardType: UIKeyboardType = .default
    /// The title of the Return key (kept and reported).
    open var returnKeyType: UIReturnKeyType = .default
    /// Whether the text is hidden (kept; text views show their text).
    open var isSecureTextEntry = false
    /// When to capitalize (kept and reported).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether to autocorrect (kept and reported).
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// What kind of content is expected (kept and reported; Linux has no AutoFill).
    open var textContentType: UITextContentType!

    /// The attributes of typed text: the font and color.
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { [.font: currentFont, .foregroundColor: currentTextColor] }
        set {
            if let font = newValue[.font] as? UIFont { self.font = font }
            if let color = newValue[.foregroundColor] as? UIColor { textColor = color }
        }
    }

    /// The point of the content at the view's top-left corner.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite, newValue != bounds.origin else { return }
            bounds.origin = newValue
            setNeedsDisplay()
        }
    }

    /// The size of the text with its insets.
    open var contentSize: CGSize {
        let measured = textLayout().size
        return CGSize(
            width: bounds.width,
            height: measured.height.rounded(.up) + textContainerInset.top + textContainerInset.bottom)
    }

    let core = TextEditingCore()
    private let blinker = CaretBlinker()
    /// The length of the selection last drawn (0: none).
    private var drawnSelectionLength = 0
    /// The space UIKit's text container keeps on each side of a line.
    static let lineFragmentPadding: CGFloat = 5

    /// Creates a text view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        connectCore()
    }

    /// Text views are not archived on Linux; this makes an empty text view.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        connectCore()
    }

    private func connectCore() {
        contentMode = .redraw
        clipsToBounds = true
        core.allowsLineBreaks = true
        layer.addSublayer(blinker.layer)
        core.layout = { [unowned self] in textLayout() }
        core.shouldChange = { [unowned self] range, string in
            delegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true
        }
        core.didChange = { [unowned self] in
            textVersion += 1
            contentDidChange()
            delegate?.textViewDidChange(self)
            NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        }
        core.selectionDidChange = { [unowned self] in
            scrollCaretIntoView()
            // The caret is a layer of its own: only a selection drawn
            // before or now needs the text redrawn.
            if drawnSelectionLength > 0 || core.selection.length > 0 { setNeedsDisplay() }
            drawnSelectionLength = core.selection.length
            updateCaret()
            delegate?.textViewDidChangeSelection(self)
        }
    }

    private var currentFont: UIFont { font ?? .systemFont(ofSize: 12) }
    private var currentTextColor: UIColor { textColor ?? .label }

    private func contentDidChange() {
        invalidateIntrinsicContentSize()
        scrollCaretIntoView()
        setNeedsDisplay()
        updateCaret()
    }

    // MARK: Selection

    /// The selected range in UTF-16 offsets (empty: the caret), clamped to the
    /// text and snapped to character boundaries when set.
    open var selectedRange: NSRange {
        get { core.selection }
        set { core.setSelection(newValue) }
    }

    /// Scrolls so that `range` of the text is visible.
    open func scrollRangeToVisible(_ range: NSRange) {
        let layout = textLayout()
        let origin = textOrigin
        let caret = layout.caretRect(forIndex: range.location + range.length).offsetBy(dx: origin.x, dy: origin.y)
        scrollToShow(caret)
    }

    // MARK: Editing life

    /// A text view takes the keyboard while it is editable.
    open override var canBecomeFirstResponder: Bool { isEditable }

    /// Begins editing when the delegate agrees.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil, delegate?.textViewShouldBeginEditing(self) ?? true,
            super.becomeFirstResponder()
        else { return false }
        isEditing = true
        blinker.start()
        updateCaret()
        setNeedsDisplay()
        delegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Ends editing when the delegate agrees.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return super.resignFirstResponder() }
        guard delegate?.textViewShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        isEditing = false
        blinker.stop()
        setNeedsDisplay()
        delegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        return true
    }

    /// Ends editing without asking the delegate (the view left its window).
    override func endEditingForcibly() {
        guard isEditing else { return }
        isEditing = false
        blinker.stop()
        setNeedsDisplay()
        delegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }

    // MARK: UIKeyInput and keys

    /// Whether there is text.
    open var hasText: Bool { !core.string.isEmpty }

    /// Inserts `text` over the selection, if the delegate agrees ("\n" is a line break).
    open func insertText(_ text: String) {
        guard isEditing else { return }
        core.insert(text)
    }

    /// Deletes the selection, or the character before the caret, if the delegate agrees.
    open func deleteBackward() {
        guard isEditing else { return }
        core.deleteBackward()
    }

    package func handleEditingKey(_ key: EditingKey, modifiers: UIKeyModifierFlags) -> Bool {
        guard isEditing else { return false }
        switch key {
        case .returnKey:
            core.insert("\n")
            return true
        case .tab:
            core.insert("\t")
            return true
        default:
            return core.handle(key, modifiers: modifiers)
        }
    }

    // MARK: Touches

    /// A tap begins editing with the caret where it landed; a drag selects.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isSelectable || isEditable, let touch = touches.first else { return }
        let index = index(at: touch.location(in: self))
        if touch.tapCount >= 2 {
            core.setSelection(NSRange(location: 0, length: core.length), anchor: 0)
        } else {
            core.setSelection(NSRange(location: index, length: 0), anchor: index)
        }
    }

    /// Extends the selection.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isSelectable || isEditable, let touch = touches.first else { return }
        core.move(to: index(at: touch.location(in: self)), extending: true)
    }

    /// Begins editing after a tap.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEditable, !isEditing else { return }
        let selection = core.selection
        if becomeFirstResponder() { core.setSelection(selection) }
    }

    func index(at point: CGPoint) -> Int {
        let origin = textOrigin
        return textLayout().index(closestTo: CGPoint(x: point.x - origin.x, y: point.y - origin.y))
    }

    // MARK: Layout of the text

    /// The width lines wrap at.
    private var wrapWidth: CGFloat {
        let width = intrinsicMeasurementWidth ?? bounds.width
        return max(1, width - textContainerInset.left - textContainerInset.right - 2 * Self.lineFragmentPadding)
    }

    /// Where the text's top-left corner is, in content coordinates.
    private var textOrigin: CGPoint {
        CGPoint(x: textContainerInset.left + Self.lineFragmentPadding, y: textContainerInset.top)
    }

    /// The text laid out paragraph by paragraph: after an edit only the
    /// paragraphs it touched are laid out again; after the text was set
    /// whole, or its look or width changed, every paragraph is (from the cache
    /// of paragraphs shaped before).
    private func textLayout() -> ParagraphLayout {
        let attributes = TextAttributes(
            font: currentFont.textFont, foregroundColor: currentTextColor.resolvedColor(with: traitCollection).cgColor)
        let style = ParagraphLayout.Style(
            attributes: attributes, width: wrapWidth, alignment: textAlignment.textAlignment)
        if let laidOut, laidOut.style == style, laidOut.version == textVersion { return laidOut.layout }
        let layout: ParagraphLayout
        if let laidOut, laidOut.style == style, laidOut.version + 1 == textVersion, let edit = core.lastEdit {
            layout = laidOut.layout.updated(
                to: core.string, replacing: edit.range, replacementLength: edit.replacementLength, cache: paragraphCache
            )
        } else {
            layout = ParagraphLayout(
                core.string, attributes: attributes, width: wrapWidth, alignment: textAlignment.textAlignment,
                cache: paragraphCache)
        }
        laidOut = (textVersion, layout.style, layout)
        return layout
    }

    /// Counts changes of the text: each edit adds one, setting it whole adds two.
    private var textVersion = 0
    private var laidOut: (version: Int, style: ParagraphLayout.Style, layout: ParagraphLayout)?
    private let paragraphCache = ParagraphLayoutCache()

    private var caretRect: CGRect { caretRect(atIndex: core.selection.location + core.selection.length) }

    /// The caret's rectangle before the character at `index`, in content coordinates.
    func caretRect(atIndex index: Int) -> CGRect {
        let origin = textOrigin
        let rect = textLayout().caretRect(forIndex: index)
        return CGRect(x: origin.x + rect.minX, y: origin.y + rect.minY, width: 2, height: rect.height)
    }

    /// The rectangles covering `range`, in content coordinates.
    func selectionRects(in range: NSRange) -> [CGRect] {
        let origin = textOrigin
        return textLayout().selectionRects(for: range.location..<(range.location + range.length))
            .map { $0.offsetBy(dx: origin.x, dy: origin.y) }
    }

    private func scrollCaretIntoView() {
        guard isEditing, isScrollEnabled else { return }
        scrollToShow(caretRect)
    }

    private func scrollToShow(_ rect: CGRect) {
        var offset = contentOffset
        if rect.maxY > offset.y + bounds.height { offset.y = rect.maxY - bounds.height + textContainerInset.bottom }
        if rect.minY < offset.y { offset.y = max(0, rect.minY - textContainerInset.top) }
        offset.y = max(0, min(offset.y, max(0, contentSize.height - bounds.height)))
        contentOffset = offset
    }

    /// A text view that does not scroll is as tall as its text at its width.
    /// The size the text needs at `size`'s width (its insets included): the
    /// offered width and the height of the wrapped text, at least one line.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width.isFinite && size.width > 0 ? size.width : max(bounds.width, 1)
        let attributes = TextAttributes(
            font: currentFont.textFont, foregroundColor: currentTextColor.resolvedColor(with: traitCollection).cgColor)
        let wrap = max(1, width - textContainerInset.left - textContainerInset.right - 2 * Self.lineFragmentPadding)
        let text = core.string.isEmpty ? " " : core.string
        let layout = ParagraphLayout(
            text, attributes: attributes, width: wrap, alignment: textAlignment.textAlignment, cache: paragraphCache)
        return CGSize(
            width: width, height: layout.size.height.rounded(.up) + textContainerInset.top + textContainerInset.bottom)
    }

    /// None while it scrolls; otherwise no width and the height of its text
    /// laid out at its width (a non-scrolling text view grows with its text).
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return CGSize(width: UIView.noIntrinsicMetric, height: contentSize.height)
    }

    // MARK: Drawing

    /// Draws the selection, the text and the caret.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let layout = textLayout()
        let origin = textOrigin
        let selection = core.selection
        if isEditing || isSelectable, selection.length > 0 {
            context.setFillColor(tintColor.withAlphaComponent(0.25).resolvedColor(with: traitCollection).cgColor)
            for box in layout.selectionRects(for: selection.location..<(selection.location + selection.length)) {
                context.fill(box.offsetBy(dx: origin.x, dy: origin.y))
            }
        }
        layout.draw(at: origin, in: context, visible: rect)
        if let marked = core.markedRange {
            // The input method's composition is underlined, as UIKit marks it.
            context.setFillColor(currentTextColor.resolvedColor(with: traitCollection).cgColor)
            for box in selectionRects(in: marked) {
                context.fill(CGRect(x: box.minX, y: box.maxY - 2, width: box.width, height: 1))
            }
        }
    }

    /// Re-wraps when the width changes.
    override func boundsSizeDidChange(from oldSize: CGSize) {
        if oldSize.width != bounds.width { invalidateIntrinsicContentSize() }
    }

    /// The caret and selection follow the tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
        updateCaret()
    }

    /// Moves the caret layer to the caret, shown while editing without a selection.
    private func updateCaret() {
        blinker.place(
            caretRect, color: tintColor.resolvedColor(with: traitCollection).cgColor,
            shown: isEditing && selectedRange.length == 0)
    }

    /// The caret follows the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateCaret()
    }
}

extension UITextView: WidthDependentIntrinsicSize {
    /// A text view that does not scroll is measured at its width.
    package var intrinsicSizeDependsOnWidth: Bool { !isScrollEnabled }
}

extension UITextView: UIContentSizeCategoryAdjusting {}
