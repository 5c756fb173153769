import Foundation
import TandemUIKit

/// What a graph draws into: a hosting view (or an image renderer's).
@MainActor
protocol ViewGraphHost: AnyObject {
    /// The view the root's UIKit views go into.
    var graphContainerView: UIView { get }
    /// The environment the root view starts from (read when the content is
    /// built and when ``HostedGraph/rootEnvironmentDidChange()`` says so).
    var rootEnvironment: EnvironmentValues { get }
    /// The content's layout changed: lay it out again (and re-measure).
    func graphLayoutDidChange()
    /// The controller that view-controller representables become children of.
    var graphViewController: UIViewController? { get }
    /// The rectangle of ``graphContainerView`` the content may use when it
    /// leaves out the safe-area `regions` (empty: the content's safe area).
    func safeRect(ignoring regions: SafeAreaRegions) -> CGRect
    /// Lays the content out now, in the rectangle its layout uses: before
    /// a change that animates, so the views start from where the changes
    /// before it put them (a state change in `onAppear` animates from the
    /// first layout, as on iOS).
    func layoutContentNow()
}

extension ViewGraphHost {
    /// The container view's bounds, less its safe area insets unless the
    /// container region is ignored (hosts without a keyboard region).
    func safeRect(ignoring regions: SafeAreaRegions) -> CGRect {
        let view = graphContainerView
        return regions.contains(.container) ? view.bounds : view.bounds.inset(by: view.safeAreaInsets)
    }
}
