import CTandemATK
import Foundation

extension AccessibilityNode {
    /// The ATK role the bus reports, chosen as GTK 3 reports its widgets of
    /// the same kind (a switch is a toggle button, as `GtkSwitch`'s; a
    /// header is a heading; an element of no particular kind is a label,
    /// since VoiceOver reads it as text).
    var busRole: TandemATKRole {
        switch role {
        case .application: return TandemATKRoleApplication
        case .window: return TandemATKRoleFrame
        case .alert: return TandemATKRoleAlert
        case .sheet: return TandemATKRoleDialog
        case .button: return TandemATKRolePushButton
        case .switchControl: return TandemATKRoleToggleButton
        case .staticText: return traits.contains(.header) ? TandemATKRoleHeading : TandemATKRoleLabel
        case .image: return TandemATKRoleImage
        case .link: return TandemATKRoleLink
        case .textField, .searchField: return TandemATKRoleEntry
        case .secureTextField: return TandemATKRolePasswordText
        case .textView: return TandemATKRoleText
        case .slider, .pageIndicator: return TandemATKRoleSlider
        case .pickerWheel, .stepper: return TandemATKRoleSpinButton
        case .progressIndicator: return TandemATKRoleProgressBar
        case .activityIndicator: return TandemATKRoleAnimation
        case .navigationBar, .toolbar: return TandemATKRoleToolBar
        case .tabBar, .segmentedControl: return TandemATKRolePageTabList
        case .table, .collectionView: return TandemATKRoleTable
        case .cell: return TandemATKRoleTableCell
        case .scrollView: return TandemATKRoleScrollPane
        case .picker, .datePicker: return TandemATKRolePanel
        case .unspecified, .other: return isElement ? TandemATKRoleLabel : TandemATKRolePanel
        }
    }

    /// The states the bus reports, as `TandemATKState` bits.
    var busStates: UInt32 {
        var states: UInt32 = 0
        func add(_ state: TandemATKState) { states |= state.rawValue }
        if isEnabled {
            add(TandemATKStateEnabled)
            add(TandemATKStateSensitive)
        }
        add(TandemATKStateVisible)
        if frame.width > 0, frame.height > 0 || role == .application { add(TandemATKStateShowing) }
        if role.isControl { add(TandemATKStateFocusable) }
        if hasFocus { add(TandemATKStateFocused) }
        if traits.contains(.selected) { add(TandemATKStateSelected) }
        switch role {
        case .switchControl:
            add(TandemATKStateCheckable)
            if value == "1" { add(TandemATKStateChecked) }
        case .textField, .secureTextField, .searchField, .textView:
            if isEnabled { add(TandemATKStateEditable) }
        case .window:
            if (object as? UIWindow)?.isKeyWindow == true { add(TandemATKStateActive) }
        default:
            break
        }
        if object.accessibilityViewIsModal { add(TandemATKStateModal) }
        return states
    }

    /// The states whose changes are announced (the others follow from the role or do not change).
    static let announcedStates: [UInt32] = [
        TandemATKStateEnabled, TandemATKStateShowing, TandemATKStateFocused, TandemATKStateSelected,
        TandemATKStateChecked,
    ].map(\.rawValue)

    /// The control whose number is the element's value, with its range (a
    /// slider, a progress view); nil for a value that is only text.
    var numericControl: UIView? {
        switch view {
        case let slider as UISlider where slider === object: return slider
        case let progress as UIProgressView where progress === object: return progress
        default: return nil
        }
    }

    /// The number, with its range, of ``numericControl``.
    var numericValue: (current: Double, minimum: Double, maximum: Double)? {
        switch numericControl {
        case let slider as UISlider:
            return (Double(slider.value), Double(slider.minimumValue), Double(slider.maximumValue))
        case let progress as UIProgressView: return (Double(progress.progress), 0, 1)
        default: return nil
        }
    }

    /// Whether the bus lists activation among the element's actions (see ``busActions``).
    var busActivates: Bool {
        role.isControl || role == .cell || !traits.isDisjoint(with: [.button, .link, .adjustable])
    }

    /// The actions the bus lists, in order: activation ("click", GTK's name
    /// for a button's) for what acts when activated (controls, buttons,
    /// links, cells; not text, which GTK's labels do not offer either), for
    /// an adjustable element "increment" and "decrement", then the custom actions by name.
    var busActions: [String] {
        var actions = busActivates ? ["click"] : []
        if traits.contains(.adjustable) { actions += ["increment", "decrement"] }
        return actions + customActions
    }

    /// The interfaces beyond AtkObject and AtkComponent the element's object implements.
    var busInterfaces: UInt32 {
        var interfaces: UInt32 = 0
        if !busActions.isEmpty { interfaces |= TandemATKInterfaceAction.rawValue }
        if numericControl != nil { interfaces |= TandemATKInterfaceValue.rawValue }
        return interfaces
    }
}
