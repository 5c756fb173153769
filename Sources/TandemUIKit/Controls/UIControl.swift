public import Foundation
import TandemGraphics
import TandemSupport

/// A view that turns touches into actions: buttons, sliders, switches,
/// text fields.
///
/// A control tracks a touch sequence (``beginTracking(_:with:)``,
/// ``continueTracking(_:with:)``, ``endTracking(_:with:)``), highlights
/// while a touch is down inside it, and sends its actions for the
/// ``Event``s that happen: `touchDown`, drags in and out, `touchUpInside`
/// (a tap), `touchUpOutside`, `touchCancel`, and the events subclasses send
/// (`valueChanged`, `primaryActionTriggered`, editing events).
///
/// Target–action without the Objective-C runtime: `addTarget(_:action:for:)`
/// takes a method reference (`Coordinator.valueChanged`) instead of a
/// `#selector`; the target is held weakly, as in UIKit. ``UIAction``s work as
/// on iOS. Main actor only.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// A control says whether it is enabled and selected.
    package override var accessibilityDefaults: AccessibilityDefaults {
        var defaults = super.accessibilityDefaults
        if !isEnabled { defaults.traits.insert(.notEnabled) }
        if isSelected { defaults.traits.insert(.selected) }
        return defaults
    }

    /// Whether the control responds to touches; a disabled control is drawn dimmed.
    open var isEnabled: Bool {
        get { !controlState.contains(.disabled) }
        set { setState(.disabled, !newValue) }
    }
    /// Whether the control is selected.
    open var isSelected: Bool {
        get { controlState.contains(.selected) }
        set { setState(.selected, newValue) }
    }
    /// Whether a touch is down inside the control.
    open var isHighlighted: Bool {
        get { controlState.contains(.highlighted) }
        set { setState(.highlighted, newValue) }
    }
    /// The control's state: highlighted, disabled, selected.
    open var state: State { controlState }
    /// Whether the control is tracking a touch now.
    open private(set) var isTracking = false
    /// Whether the tracked touch is inside the control's tracking area.
    open private(set) var isTouchInside = false

    /// Whether touching the control shows its menu (a button's
    /// `UIButton.menu`) instead of tracking a tap: the menu opens on touch
    /// down, after `.menuActionTriggered` is sent, and the touch sends no
    /// other event. False by default; without a menu it changes nothing.
    open var showsMenuAsPrimaryAction = false

    private var controlState: State = []
    private var targetActions: [TargetAction] = []

    /// How far outside its bounds a tracked touch still counts as inside, as in UIKit.
    static let trackingSlop: CGFloat = 70

    /// Creates a control.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a control that runs `primaryAction` when it sends `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Controls are not archived on Linux; this makes a plain control.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private func setState(_ flag: State, _ on: Bool) {
        guard controlState.contains(flag) != on else { return }
        if on { controlState.insert(flag) } else { controlState.remove(flag) }
        stateDidChange()
    }

    /// Called after the state changed; controls redraw their look here.
    func stateDidChange() {
        setNeedsDisplay()
    }

    // MARK: Targets and actions

    /// Sends `action` to `target` (held weakly) for each of `controlEvents`;
    /// `action` is a method taking the sender, `Coordinator.valueChanged`
    /// for `func valueChanged(_ sender: UISlider)`. When the control is not a
    /// `Sender` the action is reported and skipped. Adding the same target
    /// and action again adds nothing, as in UIKit: method references cannot
    /// be compared, so "the same" is the same target from the same line of code.
    open func addTarget<Target: AnyObject, Sender>(
        _ target: Target, action: @escaping (Target) -> (Sender) -> Void, for controlEvents: Event,
        file: String = #fileID, line: Int = #line
    ) {
        let call: (AnyObject, UIControl) -> Void = { object, control in
            guard let target = object as? Target else { return }
            guard let sender = control as? Sender else {
                Diagnostics.report(
                    "UIControl",
                    "the action for \(Target.self) takes a \(Sender.self), but \(type(of: control)) sent it; skipped")
                return
            }
            action(target)(sender)
        }
        register(TargetAction(target: target, events: controlEvents, call: call, site: "\(file):\(line)"))
    }

    /// Sends `action` (a method without arguments, `Coordinator.tapped`) to
    /// `target` (held weakly) for each of `controlEvents`; adding the same
    /// target and action again adds nothing.
    open func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> () -> Void, for controlEvents: Event,
        file: String = #fileID, line: Int = #line
    ) {
        let call: (AnyObject, UIControl) -> Void = { object, _ in
            guard let target = object as? Target else { return }
            action(target)()
        }
        register(TargetAction(target: target, events: controlEvents, call: call, site: "\(file):\(line)"))
    }

    /// Adds a target's action, or widens the events of the same one added before.
    private func register(_ entry: TargetAction) {
        if let index = targetActions.firstIndex(where: { $0.target === entry.target && $0.site == entry.site }) {
            targetActions[index].events.formUnion(entry.events)
        } else {
            targetActions.append(entry)
        }
    }

    /// Stops sending actions to `target` (every target when nil) for
    /// `controlEvents`. Method references cannot be compared in Swift, so
    /// every action of the target for those events goes; `action` is
    /// accepted for source compatibility and must be nil.
    open func removeTarget(_ target: AnyObject?, action: Never? = nil, for controlEvents: Event) {
        for index in targetActions.indices.reversed() {
            let entry = targetActions[index]
            guard entry.action == nil, target == nil || entry.target === target else { continue }
            targetActions[index].events.subtract(controlEvents)
            if targetActions[index].events.isEmpty { targetActions.remove(at: index) }
        }
    }

    /// Runs `action` for each of `controlEvents`; an action with the same
    /// identifier as one added before replaces it.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        targetActions.removeAll { $0.action?.hasSameIdentifier(as: action) ?? false }
        targetActions.append(TargetAction(action: action, events: controlEvents))
    }

    /// Stops running `action` for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops running the action with `actionIdentifier` for `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        for index in targetActions.indices.reversed()
        where targetActions[index].action?.isIdentified(by: actionIdentifier) == true {
            targetActions[index].events.subtract(controlEvents)
            if targetActions[index].events.isEmpty { targetActions.remove(at: index) }
        }
    }

    /// The events some target or action is registered for.
    open var allControlEvents: Event {
        targetActions.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// The targets that receive actions (live ones only): each as itself
    /// when it is `Hashable`, else as its identity.
    open var allTargets: Set<AnyHashable> {
        Set(
            targetActions.compactMap { entry in
                entry.target.map { ($0 as? AnyHashable) ?? AnyHashable(ObjectIdentifier($0)) }
            })
    }

    /// Runs the actions and sends the target actions registered for any of
    /// `controlEvents`, in the order they were added. Targets that no longer
    /// exist are skipped and forgotten.
    open func sendActions(for controlEvents: Event) {
        targetActions.removeAll { $0.action == nil && $0.target == nil }
        // A copy: an action may add or remove others while they run.
        for entry in targetActions where !entry.events.isDisjoint(with: controlEvents) {
            if let action = entry.action {
                sendAction(action)
            } else if let target = entry.target {
                entry.call?(target, self)
            }
        }
    }

    /// Runs `action` with this control as its sender.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    /// A control's own tap wins over a single-tap recognizer of a view
    /// around it, as in UIKit: such a recognizer may not begin with touches in the control.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = gestureRecognizer as? UITapGestureRecognizer, tap.view !== self, isEnabled,
            tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1
        {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: Tracking

    /// A touch began in the control; return whether to keep tracking it. The default returns true.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked touch moved; return whether to keep tracking it. The default returns true.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked touch ended (nil when tracking was given up).
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// Tracking was cancelled.
    open func cancelTracking(with event: UIEvent?) {}

    /// The menu the control shows on touch down (its primary action) and
    /// the sender its actions get; nil for a control without one (a button
    /// overrides it).
    func menuForPrimaryAction() -> (menu: UIMenu, sender: AnyObject)? { nil }

    /// Starts tracking: highlight, `touchDown` (and `touchDownRepeat` for
    /// later taps) — or, when the control shows a menu as its primary
    /// action, `menuActionTriggered` and the menu, without tracking.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        if let (menu, sender) = menuForPrimaryAction() {
            // The menu takes the touch over, as UIKit's context-menu interaction does:
            // the lift that follows ends nothing here.
            sendActions(for: .menuActionTriggered)
            MenuPresentation.present(menu, from: self, sender: sender)
            return
        }
        isTouchInside = true
        isTracking = beginTracking(touch, with: event)
        isHighlighted = isTracking
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    /// Follows the touch: drags inside and outside, entering and leaving.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, isTracking, let touch = touches.first else { return }
        let wasInside = isTouchInside
        isTouchInside = isInTrackingArea(touch, with: event)
        isHighlighted = isTouchInside
        var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
        if isTouchInside != wasInside { events.insert(isTouchInside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: events)
        if !continueTracking(touch, with: event) {
            isTracking = false
            isHighlighted = false
            isTouchInside = false
            endTracking(nil, with: event)
        }
    }

    /// Ends tracking: `touchUpInside` (and the primary action) or
    /// `touchUpOutside`, when the control was tracking; a control disabled
    /// during the press only stops tracking.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasTracking = isTracking
        let inside = touches.first.map { isInTrackingArea($0, with: event) } ?? false
        isTracking = false
        isHighlighted = false
        isTouchInside = false
        guard isEnabled, wasTracking, let touch = touches.first else { return }
        endTracking(touch, with: event)
        if inside {
            sendActions(for: .touchUpInside)
            sendActions(for: .primaryActionTriggered)
        } else {
            sendActions(for: .touchUpOutside)
        }
    }

    /// Cancels tracking: `touchCancel`.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasTracking = isTracking
        isTracking = false
        isHighlighted = false
        isTouchInside = false
        guard isEnabled, wasTracking else { return }
        cancelTracking(with: event)
        sendActions(for: .touchCancel)
    }

    /// Whether `touch` is within the bounds widened by UIKit's tracking slop.
    private func isInTrackingArea(_ touch: UITouch, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -Self.trackingSlop, dy: -Self.trackingSlop).contains(touch.location(in: self))
    }
}
