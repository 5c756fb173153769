import Foundation
import TandemSupport

/// An `@IBAction` method, which an Interface Builder action connection names
/// by its Objective-C selector (`buttonTapped:`). Tandem only: see
/// ``InterfaceBuilderActionTarget``.
@preconcurrency @MainActor
public struct InterfaceBuilderAction {
    /// Calls the method on a target with a sender; false when the target or
    /// sender is not of the types the method takes.
    let invoke: (AnyObject, Any?) -> Bool

    /// An action method taking its sender: `ViewController.buttonTapped`
    /// for `@IBAction func buttonTapped(_ sender: UIButton)`. A sender of
    /// another type is reported and the call skipped.
    public init<Target: AnyObject, Sender>(_ method: @escaping (Target) -> (Sender) -> Void) {
        invoke = { target, sender in
            guard let target = target as? Target, let sender = sender as? Sender else { return false }
            method(target)(sender)
            return true
        }
    }

    /// An action method without arguments: `ViewController.refresh` for `@IBAction func refresh()`.
    public init<Target: AnyObject>(_ method: @escaping (Target) -> () -> Void) {
        invoke = { target, _ in
            guard let target = target as? Target else { return false }
            method(target)()
            return true
        }
    }
}

/// A class whose `@IBAction` methods Interface Builder connections may call
/// (Tandem only; Linux forces it).
///
/// UIKit finds an action by its selector through the Objective-C runtime
/// (`buttonTapped:` names `@objc func buttonTapped(_:)`). Swift on Linux
/// keeps no table of methods by name, so a class lists its actions under
/// the selectors Interface Builder writes, once:
///
/// ```swift
/// extension ViewController: InterfaceBuilderActionTarget {
///     static let interfaceBuilderActions: [String: InterfaceBuilderAction] = [
///         "buttonTapped:": InterfaceBuilderAction(ViewController.buttonTapped),
///     ]
/// }
/// ```
///
/// A connection whose destination does not list its selector is reported
/// when the file loads and again when the control sends it (UIKit stops
/// there with "unrecognized selector sent to instance"). A connection to
/// the First Responder is sent to the first object up the responder chain
/// that lists the selector.
@preconcurrency @MainActor
public protocol InterfaceBuilderActionTarget: AnyObject {
    /// The class's action methods by selector (`"buttonTapped:"`). A
    /// subclass with actions of its own overrides it as a `class var`
    /// that adds its actions to `super`'s.
    static var interfaceBuilderActions: [String: InterfaceBuilderAction] { get }
}

@MainActor
extension InterfaceBuilderAction {
    /// The action `target` lists under `selector`, or nil.
    static func lookUp(_ selector: String, on target: AnyObject) -> InterfaceBuilderAction? {
        guard let type = Swift.type(of: target) as? any InterfaceBuilderActionTarget.Type else { return nil }
        return type.interfaceBuilderActions[selector]
    }

    /// Sends `selector` to `target` (when nil, the first responder up the
    /// chain from `sender` that lists it), as a control's action does.
    static func send(_ selector: String, to target: AnyObject?, from sender: AnyObject) {
        if let target {
            guard let action = lookUp(selector, on: target) else {
                Diagnostics.report(
                    "UIStoryboard",
                    "-[\(type(of: target)) \(selector)]: unrecognized selector sent to instance (list it in interfaceBuilderActions); skipped"
                )
                return
            }
            if !action.invoke(target, sender) {
                Diagnostics.report(
                    "UIStoryboard",
                    "the action \(selector) of \(type(of: target)) does not take a \(type(of: sender)); skipped")
            }
            return
        }
        var responder = (sender as? UIResponder)
        while let current = responder {
            if let action = lookUp(selector, on: current), action.invoke(current, sender) { return }
            responder = current.next
        }
        Diagnostics.report(
            "UIStoryboard", "no responder up the chain from \(type(of: sender)) handles \(selector); skipped")
    }
}
