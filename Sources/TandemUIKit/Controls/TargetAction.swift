import Foundation

/// One registration of a control: a weak target with its method, or an action.
@preconcurrency @MainActor
struct TargetAction {
    weak var target: AnyObject?
    var action: UIAction?
    var events: UIControl.Event
    var call: ((AnyObject, UIControl) -> Void)?

    init(target: AnyObject, events: UIControl.Event, call: @escaping (AnyObject, UIControl) -> Void) {
        self.target = target
        self.events = events
        self.call = call
    }

    init(action: UIAction, events: UIControl.Event) {
        self.action = action
        self.events = events
    }
}
