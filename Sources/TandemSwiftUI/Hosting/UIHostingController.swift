/// Imported publicly: the public declarations below use its types.
public import Foundation
/// Imported publicly: the public declarations below use its types.
public import TandemUIKit

/// A UIKit view controller that shows a SwiftUI view.
///
/// Embed it as a child view controller (`addChild`, add its `view`,
/// `didMove(toParent:)`) or present it. Its view lays the root view out in
/// its bounds and reports the content's ideal size as its
/// `intrinsicContentSize`. Setting ``rootView`` updates the same graph: state
/// of views whose identity is unchanged survives.
@preconcurrency @MainActor
open class UIHostingController<Content: View>: UIViewController {
    private let hostingView: _UIHostingView<Content>

    /// A controller showing `rootView`.
    public init(rootView: Content) {
        hostingView = _UIHostingView(rootView: rootView)
        super.init(nibName: nil, bundle: nil)
        hostingView.hostingController = self
        hostingView.idealSizeDidChange = { [weak self] size in
            self?.preferredContentSize = size
        }
    }

    /// A controller decoded from an archive, showing `rootView`. Linux has no
    /// storyboards; the coder is not read.
    public init?(coder: NSCoder, rootView: Content) {
        hostingView = _UIHostingView(rootView: rootView)
        super.init(nibName: nil, bundle: nil)
        hostingView.hostingController = self
        hostingView.idealSizeDidChange = { [weak self] size in
            self?.preferredContentSize = size
        }
    }

    /// Stops, as on Apple's platforms: a hosting controller needs a root
    /// view, so it cannot come from an archive alone.
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) must be implemented in a subclass and call super.init(coder: coder, rootView: ...)")
    }

    /// The view shown. Setting it updates the content in the next update
    /// (or at once in the view's `layoutIfNeeded()`).
    public var rootView: Content {
        get { hostingView.rootView }
        set { hostingView.setRootView(newValue) }
    }

    /// What the controller keeps up to date from the content's ideal size
    /// (empty by default). The view's `intrinsicContentSize` is always the
    /// ideal size; with `.intrinsicContentSize` it is invalidated whenever
    /// the ideal size changes (a container sized by Auto Layout follows the
    /// content), with `.preferredContentSize` `preferredContentSize` is set
    /// to it. Only changes are reported, so a layout they cause does not
    /// report again.
    public var sizingOptions: UIHostingControllerSizingOptions = [] {
        didSet {
            hostingView.sizingOptions = sizingOptions
            hostingView.graphLayoutDidChange()
        }
    }

    /// The safe area regions the content respects (all by default): without
    /// `.container` the content ignores the view's safe-area insets (the
    /// window's and `additionalSafeAreaInsets`), without `.keyboard` it is
    /// not laid out above the software keyboard.
    public var safeAreaRegions: SafeAreaRegions {
        get { hostingView.safeAreaRegions }
        set { hostingView.safeAreaRegions = newValue }
    }

    /// Whether the content asks the navigation bar to hide while this
    /// controller is on top (`navigationBarHidden(_:)`); nil when it asks nothing.
    var requestedNavigationBarHidden: Bool? { hostingView.appliedNavigationBar?.barHidden }

    /// The scroll view the bars around this controller follow (a navigation
    /// bar's scroll-edge look and large title, a toolbar's): the one set
    /// with `setContentScrollView(_:for:)`, else the content's first
    /// vertical `List` or `ScrollView` whose top reaches the top of the safe
    /// area, as SwiftUI's hosting controllers find it.
    open override func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        super.contentScrollView(for: edge) ?? hostingView.primaryScrollView
    }

    /// The content's size for `size` (an infinite or NaN dimension asks for
    /// the ideal size in that dimension).
    public func sizeThatFits(in size: CGSize) -> CGSize {
        func dimension(_ value: CGFloat) -> CGFloat? { value.isFinite ? max(0, value) : nil }
        hostingView.layoutIfNeededForSizing()
        return hostingView.graph.sizeThatFits(
            ProposedViewSize(width: dimension(size.width), height: dimension(size.height)))
    }

    /// The environment of the SwiftUI container that made this controller
    /// (navigation stacks, sheets, tabs); `nil` for a controller made by UIKit code.
    var inheritedEnvironment: EnvironmentValues? {
        get { hostingView.inheritedEnvironment }
        set { hostingView.inheritedEnvironment = newValue }
    }

    /// The sheet detents the content asks for; nil when it asks none (they
    /// are applied to ``sheetPresentationController`` as they change).
    var requestedDetents: Set<PresentationDetent>? { hostingView.presentationDetents }

    /// Whether the content asks that the presentation not be dismissed interactively.
    var requestsModalInPresentation: Bool { hostingView.isInteractiveDismissDisabled }

    /// Builds the content now, even though the view is not shown (a covered
    /// navigation root still registers its destinations and bar items).
    func prepareContent() {
        hostingView.layoutIfNeededForSizing()
    }

    /// Uses the hosting view as the controller's view.
    open override func loadView() {
        view = hostingView
    }

    /// About to appear (pushed, presented, or uncovered): the content's
    /// `presentationMode` is brought up to date, and its `preferredColorScheme`
    /// applied to the presentation it now is in.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        hostingView.presentationMayHaveChanged()
        hostingView.preferencesMayHaveChanged()
    }

    /// Moved into a container or out of one: a `preferredColorScheme` of
    /// the content follows it — filed with the presentation it now is in,
    /// withdrawn when it leaves (a screen popped), as on iOS.
    open override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        hostingView.containmentDidChange()
    }
}
