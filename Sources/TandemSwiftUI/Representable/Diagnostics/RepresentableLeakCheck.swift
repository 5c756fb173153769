import Dispatch
import TandemSupport
import TandemUIKit

/// After a representable is dismantled, checks that its view (or view
/// controller) and its coordinator are gone — a Tandem addition (spec item
/// 51: a coordinator captured strongly by a Combine `sink` is the classic leak).
///
/// When a representable identity is dismantled, the leak check keeps weak
/// references to what it made and, once the commit that removed it has
/// rendered (UIKit has let go of the view by then; a view out of the
/// hierarchy is judged once the blocks then waiting on the main queue have
/// run, since an update may hand it to one), reports each object
/// still alive: its type, its approximate retain count, and what is known
/// of who holds it (a superview, a parent controller, or — for a
/// coordinator whose view is gone — "something outside SwiftUI": a sink or
/// closure capturing it, a delegate or target kept elsewhere). Reports go to
/// Tandem's diagnostics (standard error) and, under
/// ``View/representableTrace(_:)``, to the trace as ``RepresentableTraceEvent/Kind/leak``.
///
/// On by default in debug builds, off in release builds (the check costs
/// two weak references and a closure per dismantle). Views in a reuse pool
/// are not dismantled, so they are not checked. Main actor.
@preconcurrency @MainActor
public enum RepresentableLeakCheck {
    /// Whether dismantled representables are checked (`true` in debug builds).
    public static var isEnabled: Bool = _isDebugAssertConfiguration()

    private final class Watched {
        weak var made: AnyObject?
        weak var coordinator: AnyObject?
    }

    /// Watches `made` and `coordinator` (when it is a class instance) of a
    /// representable just dismantled.
    static func watch(
        made: AnyObject, coordinator: Any, representable: String, identity: Int, path: String,
        trace: RepresentableTrace?
    ) {
        guard isEnabled else { return }
        let watched = Watched()
        watched.made = made
        if type(of: coordinator) is AnyClass { watched.coordinator = coordinator as AnyObject }
        let isController = made is UIViewController
        weak let weakTrace = trace
        Commit.afterCommit {
            // A view out of its superview may be held only by a block still
            // waiting on the main queue (seed 004's update does
            // `DispatchQueue.main.async { uiView.text = text }`): that hold
            // ends when the block runs, before a block queued now does, so
            // the verdict waits for it. Anything else is decided at once.
            if let view = watched.made as? UIView, view.superview == nil {
                DispatchQueue.main.async {
                    MainActor.assumeIsolated {
                        report(
                            watched, isController: isController, representable: representable, identity: identity,
                            path: path, trace: weakTrace)
                    }
                }
            } else {
                report(
                    watched, isController: isController, representable: representable, identity: identity, path: path,
                    trace: weakTrace)
            }
        }
    }

    /// Reports what of `watched` is still alive, if anything.
    private static func report(
        _ watched: Watched, isController: Bool, representable: String, identity: Int, path: String,
        trace: RepresentableTrace?
    ) {
        var findings: [String] = []
        if let made = watched.made {
            findings.append(describe(made, role: isController ? "view controller" : "view"))
        }
        if let coordinator = watched.coordinator {
            var line = describe(coordinator, role: "coordinator")
            if watched.made == nil {
                line +=
                    "; its \(isController ? "view controller" : "view") is gone, so something outside SwiftUI "
                    + "holds it: a Combine sink or closure capturing it strongly, a timer, a notification or "
                    + "target registration, a static"
            }
            findings.append(line)
        }
        guard !findings.isEmpty else { return }
        let detail = findings.joined(separator: "; ")
        Diagnostics.report(
            "SwiftUI",
            "leak check: \(representable) (identity \(identity), \(path)) was dismantled, but \(detail). "
                + "Capture the coordinator weakly ([weak coordinator]) or cancel subscriptions in dismantle.")
        trace?.record(
            RepresentableTraceEvent(
                kind: .leak, representable: representable, identity: identity, path: path, detail: detail))
    }

    /// "the coordinator MapView.Coordinator is still alive (2 references)".
    private static func describe(_ object: AnyObject, role: String) -> String {
        // Minus the reference this function holds.
        let references = max(1, Int(_getRetainCount(object)) - 1)
        var line =
            "the \(role) \(String(reflecting: type(of: object))) is still alive (about \(references) "
            + "strong reference\(references == 1 ? "" : "s"))"
        if let view = object as? UIView, let superview = view.superview {
            line += ", still in a \(type(of: superview))"
        }
        if let controller = object as? UIViewController, let parent = controller.parent {
            line += ", still a child of a \(type(of: parent))"
        }
        if let view = object as? UIView, view.superview == nil {
            // The blocks waiting on the main queue at the dismantle have run by now.
            line +=
                " (a closure or an object outside the view hierarchy holds it: a subscription, a timer, a stored reference)"
        }
        return line
    }
}
