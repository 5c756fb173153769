public import Foundation
import TandemGraphics

/// A single line of editable text.
///
/// A tap (or ``becomeFirstResponder()``) begins editing after the
/// delegate's `textFieldShouldBeginEditing`; the field then takes the
/// keyboard: typed text, Backspace and Delete, arrows (with Shift to
/// select), Home and End, select all, copy, cut and paste. Every edit is
/// first offered to the delegate's
/// `textField(_:shouldChangeCharactersIn:replacementString:)` with the
/// UTF-16 range it replaces; a `false` answer blocks it. Return asks
/// `textFieldShouldReturn` and inserts nothing. Setting ``text`` in code
/// asks no one and moves the caret to the end. The field sends
/// `.editingDidBegin`, `.editingChanged`, `.editingDidEnd` and
/// `.editingDidEndOnExit`, and posts the matching notifications. Main actor only.
@preconcurrency @MainActor
open class UITextField: UIControl, EditingKeyHandling {
    /// A text field's value is its text (a bullet per character when secure).
    package override var accessibilityDefaults: AccessibilityDefaults {
        var defaults = super.accessibilityDefaults
        defaults.isElement = true
        let text = self.text ?? ""
        if !text.isEmpty { defaults.value = isSecureTextEntry ? String(repeating: "•", count: text.count) : text }
        defaults.placeholder = placeholder
        defaults.role = isSecureTextEntry ? .secureTextField : .textField
        return defaults
    }

    /// Posted when editing begins; the object is the field.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name(
        "UITextFieldTextDidBeginEditingNotification")
    /// Posted when the text changes by editing; the object is the field.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted when editing ends; the object is the field.
    nonisolated public static let textDidEndEditingNotification = Notification.Name(
        "UITextFieldTextDidEndEditingNotification")

    // MARK: Content and look

    /// The text; an empty string when there is none. Setting it asks no
    /// delegate, sends no action and puts the caret at the end.
    open var text: String? {
        get { core.string }
        set {
            let value = newValue ?? ""
            guard value != core.string else { return }
            core.setString(value)
            contentDidChange()
        }
    }

    /// The text with the field's font and color.
    open var attributedText: NSAttributedString? {
        get {
            NSAttributedString(string: storage, attributes: [.font: currentFont, .foregroundColor: currentTextColor])
        }
        set { text = newValue?.string }
    }

    /// Text shown, dimmed, while the field is empty. Setting it replaces
    /// the ``attributedPlaceholder``'s attributes, as in UIKit.
    open var placeholder: String? {
        get { placeholderText }
        set {
            placeholderText = newValue
            storedAttributedPlaceholder = nil
            setNeedsDisplay()
        }
    }
    /// The placeholder with attributes of its own (a font, a color), drawn
    /// in place of ``placeholder``, whose text it sets; where it sets none,
    /// the field's font and the placeholder gray apply. Nil when the
    /// placeholder is nil; a plain placeholder reads back without attributes.
    open var attributedPlaceholder: NSAttributedString? {
        get { storedAttributedPlaceholder ?? placeholder.map { NSAttributedString(string: $0) } }
        set {
            // The text is stored here, not through `placeholder`'s setter, which
            // a subclass may override to set this one (UIKit's does the same).
            placeholderText = newValue?.string
            storedAttributedPlaceholder = newValue
            setNeedsDisplay()
        }
    }
    /// The placeholder's text.
    private var placeholderText: String?
    /// The attributed placeholder set, while ``placeholder`` is its text.
    private var storedAttributedPlaceholder: NSAttributedString?
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

    /// The font: the system font at 17 points until one is set. Setting
    /// nil brings that font back; it never reads nil, as in UIKit.
    open var font: UIFont? {
        get { fontStorage }
        set {
            fontStorage = newValue ?? .systemFont(ofSize: 17)
            contentDidChange()
        }
    }
    /// The font set, or the default.
    private var fontStorage: UIFont = .systemFont(ofSize: 17)
    /// The text color; the label color when nil.
    open var textColor: UIColor? { didSet { setNeedsDisplay() } }
    /// How the text is aligned when it fits.
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
    /// The border.
    open var borderStyle: BorderStyle = .none { didSet { contentDidChange() } }
    /// When the clear button shows (it empties the field when tapped).
    open var clearButtonMode: ViewMode = .never { didSet { setNeedsDisplay() } }
    /// Whether beginning to edit empties the field.
    open var clearsOnBeginEditing = false
    /// The delegate; held weakly.
    open weak var delegate: UITextFieldDelegate?
    /// Whether the field is being edited.
    open private(set) var isEditing = false

    /// The kind of keyboard (kept and reported; Tandem's keyboards are physical).
    open var keyboardType: UIKeyboardType = .default
    /// The title of the Return key (kept and reported).
    open var returnKeyType: UIReturnKeyType = .default
    /// Whether the text is drawn as bullets (and cannot be copied).
    open var isSecureTextEntry = false { didSet { setNeedsDisplay() } }
    /// When to capitalize (kept and reported).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether to autocorrect (kept and reported).
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// What kind of content is expected (kept and reported; Linux has no AutoFill).
    open var textContentType: UITextContentType!

    /// The text, the selection and editing, shared with text views.
    let core = TextEditingCore()
    let layouts = TextLayoutCache()
    private let blinker = CaretBlinker()
    /// The length of the selection last drawn (0: none).
    private var drawnSelectionLength = 0
    var storage: String { core.string }
    var selection: NSRange { core.selection }
    /// How far the text is scrolled left to keep the caret in view.
    var scrollOffset: CGFloat = 0

    /// Creates a text field.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        connectCore()
    }

    /// Text fields are not archived on Linux; this makes an empty field.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        connectCore()
    }

    private func connectCore() {
        contentMode = .redraw
        layer.addSublayer(blinker.layer)
        core.layout = { [unowned self] in textLayout(for: core.string) }
        core.shouldChange = { [unowned self] range, string in
            delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true
        }
        core.didChange = { [unowned self] in
            contentDidChange()
            sendActions(for: .editingChanged)
            NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        }
        core.selectionDidChange = { [unowned self] in
            scrollCaretIntoView()
            // The caret is a layer of its own: only a selection drawn
            // before or now needs the text redrawn.
            if drawnSelectionLength > 0 || core.selection.length > 0 { setNeedsDisplay() }
            drawnSelectionLength = core.selection.length
            updateCaret()
            delegate?.textFieldDidChangeSelection(self)
        }
    }

    var currentFont: UIFont { fontStorage }
    var currentTextColor: UIColor { textColor ?? .label }

    private func contentDidChange() {
        invalidateIntrinsicContentSize()
        scrollCaretIntoView()
        setNeedsDisplay()
        updateCaret()
    }

    // MARK: Selection

    /// The selected range of ``text`` in UTF-16 offsets (empty: the caret).
    /// Setting it clamps to the text and snaps to character boundaries.
    open var selectedRange: NSRange {
        get { selection }
        set { setSelection(newValue) }
    }

    private func setSelection(_ range: NSRange, anchor: Int? = nil) {
        core.setSelection(range, anchor: anchor)
    }

    // MARK: Editing life

    /// A field takes the keyboard while it is enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing when the delegate agrees: the caret goes to the end,
    /// `textFieldDidBeginEditing`, `.editingDidBegin` and the notification follow.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil, delegate?.textFieldShouldBeginEditing(self) ?? true else {
            return false
        }
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        if clearsOnBeginEditing, !storage.isEmpty, delegate?.textFieldShouldClear(self) ?? true { text = "" }
        core.setSelection(NSRange(location: storage.utf16.count, length: 0))
        blinker.start()
        updateCaret()
        scrollCaretIntoView()
        setNeedsDisplay()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Ends editing when the delegate agrees; `textFieldDidEndEditing`,
    /// `.editingDidEnd` and the notification follow.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return super.resignFirstResponder() }
        guard delegate?.textFieldShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        isEditing = false
        blinker.stop()
        core.setSelection(NSRange(location: selection.location + selection.length, length: 0))
        scrollOffset = 0
        setNeedsDisplay()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        return true
    }

    /// Ends editing without asking the delegate (the view left its window).
    override func endEditingForcibly() {
        guard isEditing else { return }
        isEditing = false
        blinker.stop()
        setNeedsDisplay()
        delegate?.textFieldDidEndEditing(self, reason: .cancelled)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }

    // MARK: UIKeyInput

    /// Whether the field has text.
    open var hasText: Bool { !storage.isEmpty }

    /// Inserts `text` over the selection, if the delegate agrees; "\n" is the
    /// Return key: it asks `textFieldShouldReturn` and inserts nothing.
    /// Line breaks inside pasted text become spaces.
    open func insertText(_ text: String) {
        guard isEditing else { return }
        if text == "\n" || text == "\r" {
            if delegate?.textFieldShouldReturn(self) ?? true { sendActions(for: .editingDidEndOnExit) }
            return
        }
        core.insert(text)
    }

    /// Deletes the selection, or the character before the caret, if the delegate agrees.
    open func deleteBackward() {
        guard isEditing else { return }
        core.deleteBackward()
    }

    // MARK: Editing keys

    package func handleEditingKey(_ key: EditingKey, modifiers: UIKeyModifierFlags) -> Bool {
        guard isEditing else { return false }
        if key == .returnKey {
            insertText("\n")
            return true
        }
        core.refusesCopy = isSecureTextEntry
        return core.handle(key, modifiers: modifiers)
    }

    // MARK: Touches

    /// A tap begins editing (or, on the clear button, clears); while
    /// editing, a touch places the caret and a drag selects.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        guard isEditing, let touch = touches.first else { return }
        let point = touch.location(in: self)
        guard !isClearButtonVisible || !clearButtonRect(forBounds: bounds).contains(point) else { return }
        let index = index(at: point)
        if touch.tapCount >= 2 {
            setSelection(NSRange(location: 0, length: storage.utf16.count), anchor: 0)
        } else {
            setSelection(NSRange(location: index, length: 0), anchor: index)
        }
    }

    /// Extends the selection with a drag while editing.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        guard isEditing, let touch = touches.first else { return }
        core.move(to: index(at: touch.location(in: self)), extending: true)
    }

    /// Finishes a tap: the clear button, or beginning to edit with the caret where the finger lifted.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasTracking = isTracking
        super.touchesEnded(touches, with: event)
        guard wasTracking, let touch = touches.first else { return }
        let point = touch.location(in: self)
        guard bounds.contains(point) else { return }
        if isClearButtonVisible, clearButtonRect(forBounds: bounds).contains(point) {
            if delegate?.textFieldShouldClear(self) ?? true, !storage.isEmpty {
                if !isEditing { becomeFirstResponder() }
                if isEditing { core.replace(NSRange(location: 0, length: storage.utf16.count), with: "") }
            }
            return
        }
        if !isEditing, becomeFirstResponder() {
            setSelection(NSRange(location: index(at: point), length: 0))
        }
    }

    /// The caret position nearest to `point` (the field's coordinates).
    func index(at point: CGPoint) -> Int {
        let rect = editingRect(forBounds: bounds)
        let layout = textLayout(for: storage)
        let local = CGPoint(x: point.x - rect.minX + scrollOffset, y: layout.metrics.size.height / 2)
        let displayIndex = displayLayout().index(closestTo: local)
        return storageIndex(forDisplayIndex: displayIndex)
    }

    // MARK: Geometry

    /// Space between the border and the text.
    private var textInsets: UIEdgeInsets {
        switch borderStyle {
        case .none: return .zero
        case .line, .bezel: return UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        case .roundedRect: return UIEdgeInsets(top: 7, left: 7, bottom: 7, right: 7)
        }
    }

    private var isClearButtonVisible: Bool {
        guard !storage.isEmpty else { return false }
        switch clearButtonMode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    /// Where the text is drawn when the field is not being edited.
    open func textRect(forBounds bounds: CGRect) -> CGRect { standardTextRect(forBounds: bounds) }

    /// Where the text is drawn while it is edited: the same area as
    /// ``textRect(forBounds:)`` computes, not what an override of it
    /// answers (UIKit's do not call one another, which is why subclasses
    /// that pad their text override all three).
    open func editingRect(forBounds bounds: CGRect) -> CGRect { standardTextRect(forBounds: bounds) }

    /// Where the placeholder is drawn: the same area as ``textRect(forBounds:)``
    /// computes, not what an override of it answers.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { standardTextRect(forBounds: bounds) }

    /// The text area inside the border's insets, less the clear button's room when it shows.
    private func standardTextRect(forBounds bounds: CGRect) -> CGRect {
        var rect = bounds.inset(by: textInsets)
        if isClearButtonVisible { rect.size.width = max(0, rect.width - 25) }
        return rect
    }

    /// Where the clear button is: a 19-point circle at the trailing end.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let size: CGFloat = 19
        return CGRect(x: bounds.maxX - textInsets.right - size, y: bounds.midY - size / 2, width: size, height: size)
    }

    /// The text's height plus the border's insets; as wide as the text.
    open override var intrinsicContentSize: CGSize {
        let measured = displayLayout().metrics.size
        let insets = textInsets
        let height = max(measured.height, currentFont.lineHeight).rounded(.up) + insets.top + insets.bottom
        return CGSize(
            width: measured.width.rounded(.up) + insets.left + insets.right + (clearButtonMode == .never ? 0 : 25),
            height: height)
    }

    // MARK: Drawing

    /// Draws the border, the selection, the text (or placeholder), the caret and the clear button.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        drawBorder(in: context)
        let textArea = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        context.saveGState()
        context.clip(to: textArea)
        if storage.isEmpty {
            if let placeholder, !placeholder.isEmpty {
                let text = AttributedTextConversion.convert(
                    storedAttributedPlaceholder ?? NSAttributedString(string: placeholder), font: currentFont,
                    color: .placeholderText, traits: traitCollection
                ).text
                let layout = TextLayout(text, maximumNumberOfLines: 1)
                let area = placeholderRect(forBounds: bounds)
                layout.draw(
                    at: CGPoint(
                        x: area.minX + textOriginX(layout, in: area), y: area.midY - layout.metrics.size.height / 2),
                    in: context)
            }
        } else {
            let layout = displayLayout()
            let origin = CGPoint(
                x: textArea.minX + textOriginX(layout, in: textArea), y: textArea.midY - layout.metrics.size.height / 2)
            if isEditing, selection.length > 0 {
                context.setFillColor(tintColor.withAlphaComponent(0.25).resolvedColor(with: traitCollection).cgColor)
                let range =
                    displayIndex(
                        forStorageIndex: selection.location)..<displayIndex(
                        forStorageIndex: selection.location + selection.length)
                for box in layout.selectionRects(for: range) { context.fill(box.offsetBy(dx: origin.x, dy: origin.y)) }
            }
            context.setAlpha(isEnabled ? 1 : 0.5)
            layout.draw(at: origin, in: context)
            if let marked = core.markedRange {
                // The input method's composition is underlined, as UIKit marks it.
                context.setFillColor(currentTextColor.resolvedColor(with: traitCollection).cgColor)
                for box in selectionRects(in: marked) {
                    context.fill(CGRect(x: box.minX, y: box.maxY - 2, width: box.width, height: 1))
                }
            }
        }
        context.restoreGState()
        if isClearButtonVisible { drawClearButton(in: context) }
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

extension UITextField: UIContentSizeCategoryAdjusting {}
