import Foundation

/// What a split view controller asks and tells its delegate: display mode
/// changes, collapsing into one navigation stack on a compact width and
/// separating again on a regular one, and showing controllers.
///
/// Every method has a default implementation (the Linux stand-in for
/// `@objc optional`) that answers as UIKit does when the method is not
/// implemented. The classic methods (`collapseSecondary`, `separateSecondaryFrom`,
/// `primaryViewController(forCollapsing:)`…) apply to the classic style;
/// the column methods (`topColumnForCollapsingToProposedTopColumn`,
/// `displayModeForExpandingToProposedDisplayMode`, `willShow`/`willHide`)
/// to the column styles. Main actor only.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// The display mode is about to change to `displayMode`.
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// Shows `vc` for ``UISplitViewController``'s `show(_:sender:)`; return
    /// true when you did, false (the default) to let the split view controller do it.
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?)
        -> Bool
    /// Shows `vc` for `showDetailViewController(_:sender:)`; return true when
    /// you did, false (the default) to let the split view controller do it.
    func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    ) -> Bool
    /// The controller to show alone once the interface collapses; nil (the default) keeps the primary one.
    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?
    /// The primary controller once the interface expands; nil (the default) keeps the current one.
    func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController?
    /// Folds the secondary controller into the primary one as the interface
    /// collapses; return true when you handled it (the secondary controller
    /// is then discarded), false (the default) to let the primary controller
    /// do it (a navigation controller pushes it).
    func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool
    /// The secondary controller to show as the interface expands; nil (the
    /// default) lets the primary controller give one (a navigation controller
    /// pops what was pushed onto it while collapsed).
    func splitViewController(
        _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController?
    /// The column shown on top of the stack once a column interface
    /// collapses; the default returns `proposedTopColumn` (`.secondary`).
    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column
    /// The display mode once a column interface expands; the default returns `proposedDisplayMode`.
    func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode
    /// A column interface collapsed.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// A column interface expanded.
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
    /// `column` is about to be shown.
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    /// `column` is about to be hidden.
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
}

extension UISplitViewControllerDelegate {
    /// Does nothing.
    public func splitViewController(
        _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
    ) {}
    /// Lets the split view controller show `vc`.
    public func splitViewController(
        _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
    ) -> Bool {
        false
    }
    /// Lets the split view controller show `vc`.
    public func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    ) -> Bool {
        false
    }
    /// Keeps the primary controller.
    public func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? {
        nil
    }
    /// Keeps the primary controller.
    public func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? {
        nil
    }
    /// Lets the primary controller fold the secondary one in.
    public func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool { false }
    /// Lets the primary controller give the secondary one back.
    public func splitViewController(
        _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController? { nil }
    /// Keeps the proposed column.
    public func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column { proposedTopColumn }
    /// Keeps the proposed display mode.
    public func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode { proposedDisplayMode }
    /// Does nothing.
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    /// Does nothing.
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    /// Does nothing.
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
    /// Does nothing.
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
}
