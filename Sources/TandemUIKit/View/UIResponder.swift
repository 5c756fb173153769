import Foundation

/// An object in the responder chain: views, view controllers, windows and the application.
///
/// Touches are delivered to the view they began in; a responder that does
/// not handle them passes them up the chain (``next``), as UIKit's default
/// implementations do.
@preconcurrency @MainActor
open class UIResponder: Hashable {
    /// Identity, as `NSObject` compares: the same object.
    nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
    /// Hashes the identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// Creates a responder.
    public init() {}

    /// Called on each object a storyboard or nib made once all of the
    /// file's objects exist and their outlets and actions are connected.
    /// Call `super` when you override it. (UIKit declares it on `NSObject`;
    /// only responders, which are what storyboards and nibs make, get it here.)
    open func awakeFromNib() {}

    /// Called by Interface Builder on a designable view before it draws it
    /// in the canvas; never called at run time, and Tandem has no canvas,
    /// so never called here. Declared so that views written for
    /// Interface Builder (`@IBDesignable`) override it unchanged. (UIKit
    /// declares it on `NSObject`; responders get it here, as `awakeFromNib()`.)
    open func prepareForInterfaceBuilder() {}

    /// The next responder up the chain: a view's view controller or superview,
    /// a view controller's view's superview or presenting controller.
    open var next: UIResponder? { nil }

    /// Whether the responder can become first responder; false by default.
    open var canBecomeFirstResponder: Bool { false }
    /// Whether the responder can resign first responder; true by default.
    open var canResignFirstResponder: Bool { true }
    /// Whether the responder is the first responder of its window: the one
    /// that receives keyboard input.
    open var isFirstResponder: Bool { responderWindow?.firstResponder === self }

    /// Asks to become the first responder of the responder's window. Fails
    /// (false) when ``canBecomeFirstResponder`` is false, the responder is
    /// in no window, or the current first responder refuses to resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = responderWindow else { return false }
        return window.makeFirstResponder(self)
    }

    /// Gives up first-responder status; false when ``canResignFirstResponder`` is false.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if isFirstResponder { responderWindow?.clearFirstResponder() }
        return true
    }

    // MARK: Keys

    /// Keys went down; the default passes them to ``next``.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }

    /// Keys went up; the default passes them to ``next``.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    /// Key presses changed; the default passes them to ``next``.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }

    /// Key presses were cancelled; the default passes them to ``next``.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    /// The keyboard shortcuts this responder offers; none by default.
    open var keyCommands: [UIKeyCommand]? { nil }

    /// Scroll-wheel input of `delta` points over this responder: scroll views
    /// scroll, everything else passes it up the chain. Returns whether it was used.
    func handleScrollWheel(_ delta: CGPoint) -> Bool {
        next?.handleScrollWheel(delta) ?? false
    }

    /// Ends first-responder status even if the responder would refuse (its
    /// view is leaving the window): text inputs end editing without asking.
    func forceResignFirstResponder() {
        guard isFirstResponder else { return }
        if !resignFirstResponder() {
            endEditingForcibly()
            responderWindow?.clearFirstResponder()
        }
    }

    /// Stops editing without asking anyone; text inputs override it.
    func endEditingForcibly() {}

    /// The window whose first responder this responder can be (a view's window).
    var responderWindow: UIWindow? { nil }

    // MARK: Touches

    /// Touches began in the responder; the default passes them to ``next``.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Touches moved; the default passes them to ``next``.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Touches ended; the default passes them to ``next``.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// Touches were cancelled (the system took them over); the default passes them to ``next``.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: Accessibility (UIKit declares these on every object; Tandem on
    // every responder: views, view controllers and accessibility elements)

    /// What the app set; nil until it sets something.
    private var accessibilityStorage: AccessibilityStorage?

    /// The storage, made on the first write.
    private var writableAccessibility: AccessibilityStorage {
        if let accessibilityStorage { return accessibilityStorage }
        let storage = AccessibilityStorage()
        accessibilityStorage = storage
        return storage
    }

    /// What this class reports when the app set nothing (a label's text, a
    /// button's title and trait); subclasses with defaults override it,
    /// starting from `super`'s.
    package var accessibilityDefaults: AccessibilityDefaults { AccessibilityDefaults() }

    /// What kind of element this is to UI automation: what
    /// ``setAccessibilityRole(_:)`` set, else the class's.
    package var accessibilityRole: AccessibilityRole { accessibilityStorage?.role ?? accessibilityDefaults.role }

    /// Makes this object report `role` (nil: its class's) — for a view that
    /// stands for a control its class does not say (a SwiftUI toggle).
    package func setAccessibilityRole(_ role: AccessibilityRole?) {
        if role == nil && accessibilityStorage == nil { return }
        writableAccessibility.role = role
    }

    /// Where this element goes among its siblings when read (higher first; 0 by default).
    package var accessibilitySortPriority: Double {
        get { accessibilityStorage?.sortPriority ?? 0 }
        set {
            if newValue == 0 && accessibilityStorage == nil { return }
            writableAccessibility.sortPriority = newValue
        }
    }

    /// Whether assistive technology sees this object as one element (its
    /// subviews are then not elements of their own). UIKit's controls,
    /// labels and text inputs are; plain views and image views are not.
    open var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? accessibilityDefaults.isElement }
        set { writableAccessibility.isElement = newValue }
    }

    /// The element's name, read first (a button's title, a label's text,
    /// unless set). Setting nil goes back to the default.
    open var accessibilityLabel: String? {
        get { accessibilityStorage?.label ?? accessibilityDefaults.label }
        set { writableAccessibility.label = newValue }
    }

    /// What activating the element does, read after a pause; nil by default.
    open var accessibilityHint: String? {
        get { accessibilityStorage?.hint ?? accessibilityDefaults.hint }
        set { writableAccessibility.hint = newValue }
    }

    /// The names a user may speak to activate the element (Voice Control),
    /// most likely first; by default its label alone, or none without one.
    /// Setting nil goes back to the default.
    open var accessibilityUserInputLabels: [String]! {
        get { accessibilityStorage?.userInputLabels ?? accessibilityLabel.map { [$0] } ?? [] }
        set { writableAccessibility.userInputLabels = newValue }
    }

    /// The element's current value (a switch's "1" or "0", a slider's
    /// percentage, a text field's text), unless set.
    open var accessibilityValue: String? {
        get { accessibilityStorage?.value ?? accessibilityDefaults.value }
        set { writableAccessibility.value = newValue }
    }

    /// How the element behaves; setting replaces the class's traits.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage?.traits ?? accessibilityDefaults.traits }
        set { writableAccessibility.traits = newValue }
    }

    /// The element's frame in screen coordinates: a view's bounds converted
    /// to the screen, unless set.
    open var accessibilityFrame: CGRect {
        get { accessibilityStorage?.frame ?? accessibilityDefaults.frame }
        set { writableAccessibility.frame = newValue }
    }

    /// The element's outline in screen coordinates, when not its frame; nil by default.
    open var accessibilityPath: UIBezierPath? {
        get { accessibilityStorage?.path }
        set { writableAccessibility.path = newValue }
    }

    /// Where activating the element touches, in screen coordinates: the
    /// middle of ``accessibilityFrame`` unless set.
    open var accessibilityActivationPoint: CGPoint {
        get {
            if let point = accessibilityStorage?.activationPoint { return point }
            let frame = accessibilityFrame
            return CGPoint(x: frame.midX, y: frame.midY)
        }
        set { writableAccessibility.activationPoint = newValue }
    }

    /// The language the label and value are spoken in (BCP 47); nil: the app's.
    open var accessibilityLanguage: String? {
        get { accessibilityStorage?.language }
        set { writableAccessibility.language = newValue }
    }

    /// The element's identifier for UI tests; nil until set.
    open var accessibilityIdentifier: String? {
        get { accessibilityStorage?.identifier ?? accessibilityDefaults.identifier }
        set { writableAccessibility.identifier = newValue }
    }

    /// The elements this container holds, in reading order (views and
    /// ``UIAccessibilityElement``s); nil: a view's subviews, in order.
    open var accessibilityElements: [Any]? {
        get { accessibilityStorage?.elements }
        set { writableAccessibility.elements = newValue }
    }

    /// Whether the elements inside this object are hidden from assistive technology.
    open var accessibilityElementsHidden: Bool {
        get { accessibilityStorage?.elementsHidden ?? false }
        set { writableAccessibility.elementsHidden = newValue }
    }

    /// Whether assistive technology ignores this view's siblings (and
    /// theirs) while it is shown: a custom alert or popover.
    open var accessibilityViewIsModal: Bool {
        get { accessibilityStorage?.viewIsModal ?? false }
        set { writableAccessibility.viewIsModal = newValue }
    }

    /// Whether the elements inside are read together, before the elements
    /// beside this container.
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibilityStorage?.groupsChildren ?? false }
        set { writableAccessibility.groupsChildren = newValue }
    }

    /// Actions beyond activation the element offers; nil by default.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { accessibilityStorage?.customActions }
        set { writableAccessibility.customActions = newValue }
    }

    /// Activates the element (a screen reader's double tap): true if the
    /// element handled it. The default handles nothing, and assistive
    /// technology then touches ``accessibilityActivationPoint``; controls
    /// send their primary action.
    open func accessibilityActivate() -> Bool { false }

    /// Raises an adjustable element's value by a step (``UIAccessibilityTraits/adjustable``).
    open func accessibilityIncrement() {}

    /// Lowers an adjustable element's value by a step.
    open func accessibilityDecrement() {}

    /// How many elements this container holds (``accessibilityElements``' count).
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }

    /// The container's element at `index`, or nil when out of range.
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// Where `element` is among the container's elements; `NSNotFound` when it is not.
    open func index(ofAccessibilityElement element: Any) -> Int {
        guard let target = element as AnyObject?, let elements = accessibilityElements else { return NSNotFound }
        return elements.firstIndex { ($0 as AnyObject) === target } ?? NSNotFound
    }
}
