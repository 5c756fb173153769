import Foundation

/// One registration of a control: a weak target with its method, or an action.
@preconcurrency @MainActor
struct TargetAction {
    weak var target: AnyObject?
    var action: UIAction?
    var events: UIControl.Event
    var call: ((AnyObject, UIControl) -> Void)?
    /// Where the target's action was added (file and line), to recognize it added again.
    var site: String?

    init(target: AnyObject, events: UIControl.Event, call: @escaping (AnyObject, UIControl) -> Void, site: String) {
        self.target = target
        self.events = events
        self.call = call
        self.site = site
    }

    init(action: UIAction, events: UIControl.Event) {
        self.action = action
        self.events = events
    }
}
