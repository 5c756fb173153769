import Foundation
import TandemUIKit

/// The view of a `UIHostingController`: it owns the graph of the root view,
/// lays the content out in its bounds (inside the safe area it respects),
/// and reports the content's ideal size to Auto Layout.
///
/// The content is built the first time it is needed (layout or a size
/// query); later root views update the same graph in the commit's update
/// phase, or at once in `layoutIfNeeded()`.
final class _UIHostingView<Content: View>: UIView, ViewGraphHost {
    /// The content's graph, built on first use (see ``HostedGraph``).
    private let hosted: HostedGraph
    var graph: ViewGraph { hosted.graph }
    private(set) var rootView: Content
    var sizingOptions: UIHostingControllerSizingOptions = [] {
        didSet { reportedIdealSize = nil }
    }
    /// The ideal size last reported through ``sizingOptions`` (nil: none yet).
    private var reportedIdealSize: CGSize?
    var safeAreaRegions: SafeAreaRegions = .all {
        didSet { setNeedsLayout() }
    }
    /// Told when the ideal size changes (the controller's preferred content size).
    var idealSizeDidChange: ((CGSize) -> Void)?
    /// The controller whose presentation `@Environment(\.dismiss)` ends.
    weak var hostingController: UIViewController?
    /// The environment of the SwiftUI container that made this host (a
    /// navigation stack's screens, a sheet, a tab): the content starts from
    /// it instead of the defaults; traits and `dismiss` are still the host's.
    var inheritedEnvironment: EnvironmentValues? {
        didSet { hosted.rootEnvironmentDidChange() }
    }
    /// What the content last asked of the navigation item (applied only when it changes).
    var appliedNavigationBar: NavigationBarRequest?
    /// The sheet detents the content asks for (`presentationDetents`); nil when it asks none.
    var presentationDetents: Set<PresentationDetent>?
    /// Whether the content refuses interactive dismissal (`interactiveDismissDisabled`).
    var isInteractiveDismissDisabled = false
    /// The outermost controller of the presentation this content's
    /// `preferredColorScheme` is filed with (see ``PresentationColorScheme``);
    /// nil while the content asks for none there.
    weak var colorSchemePresentation: UIViewController?

    init(rootView: Content) {
        self.rootView = rootView
        hosted = HostedGraph(rootView: rootView)
        super.init(frame: .zero)
        graph.host = self
        graph.addPreferenceObserver(self)
        // As on iOS, the hosting view is opaque in the system background color.
        backgroundColor = .systemBackground
    }

    required init?(coder: NSCoder) {
        fatalError("_UIHostingView is not archived")
    }

    /// As on iOS, the hosting view lists the SwiftUI content's elements and
    /// containers, in reading order (their frames in screen coordinates).
    override var accessibilityElements: [Any]? {
        get { super.accessibilityElements ?? AccessibilityTree.contents(ofSubviewsOf: self).map(\.object) }
        set { super.accessibilityElements = newValue }
    }

    /// The content goes with the view: representables are dismantled,
    /// disappear actions run, tasks are cancelled, subscriptions end.
    isolated deinit {
        // Content that goes withdraws its color scheme from the presentation, as on iOS.
        withdrawPreferredColorScheme(now: true)
        hosted.tearDown()
    }

    /// Replaces the root view; the graph updates in the next update phase.
    func setRootView(_ view: Content) {
        rootView = view
        hosted.setRootView(view, deferred: true)
    }

    /// The edit mode this host gives its content (see ``EnvironmentValues/editMode``).
    private var editMode: EditMode = .inactive

    /// Changes the edit mode: the content's readers of it update.
    private func setEditMode(_ mode: EditMode) {
        guard mode != editMode else { return }
        editMode = mode
        hosted.rootEnvironmentDidChange()
    }

    /// The host's traits, edit mode and dismissal over what its container gave.
    var rootEnvironment: EnvironmentValues { environment(for: traitCollection) }

    private func environment(for traits: UITraitCollection) -> EnvironmentValues {
        var environment = inheritedEnvironment ?? EnvironmentValues()
        // The content is the root of its own layout: no enclosing stack.
        environment.stackAxis = nil
        environment.apply(traits)
        environment.dynamicTypeSize = DynamicTypeSize(traits.preferredContentSizeCategory)
        // Each host keeps an edit mode unless its container gave one.
        if environment.editMode == nil {
            environment.editMode = Binding(
                get: { [weak self] in self?.editMode ?? .inactive },
                set: { [weak self] in self?.setEditMode($0) })
        }
        environment.dismiss = DismissAction { [weak self] in
            self?.endPresentation(perform: true)
        }
        environment.hostIsPresented = endPresentation(perform: false)
        return environment
    }

    /// The controller appeared (pushed, presented, or back on top): views
    /// reading `presentationMode` see whether it is presented now.
    func presentationMayHaveChanged() {
        if graph.rootEnvironment.hostIsPresented != endPresentation(perform: false) {
            hosted.rootEnvironmentDidChange()
        }
    }

    /// Whether the host is in a presentation that can end — the nearest
    /// pushed screen (above a navigation stack's root) or presented
    /// controller at or above its controller — and, with `perform`, ends it
    /// (pops the screen, with what is above it, or dismisses the controller).
    @discardableResult
    private func endPresentation(perform: Bool) -> Bool {
        var current: UIViewController? = hostingController
        while let candidate = current {
            if let navigation = candidate.parent as? UINavigationController,
                let index = navigation.viewControllers.identityIndex(of: candidate), index > 0
            {
                if perform { navigation.popToViewController(navigation.viewControllers[index - 1], animated: true) }
                return true
            }
            if candidate.presentingViewController != nil {
                if perform { candidate.dismiss(animated: true) }
                return true
            }
            current = candidate.parent
        }
        return false
    }

    var graphContainerView: UIView { self }

    var graphViewController: UIViewController? { hostingController }

    func layoutContentNow() {
        graph.layout(in: contentBounds)
    }

    func graphLayoutDidChange() {
        setNeedsLayout()
        reportIdealSizeIfChanged()
    }

    /// Applies ``sizingOptions`` when the content's ideal size changed.
    private func reportIdealSizeIfChanged() {
        guard hosted.isBuilt, !sizingOptions.isEmpty else { return }
        // Measured with an unspecified proposal, as on iOS; reported only when
        // the ideal size changed, so that a container re-solving Auto Layout
        // (and laying this view out again) does not invalidate it again.
        let ideal = graph.sizeThatFits(.unspecified)
        guard ideal != reportedIdealSize else { return }
        reportedIdealSize = ideal
        if sizingOptions.contains(.intrinsicContentSize) { invalidateIntrinsicContentSize() }
        if sizingOptions.contains(.preferredContentSize) { idealSizeDidChange?(ideal) }
    }

    /// The area the content is laid out in: the bounds, less the safe area
    /// insets when the container region is respected, less the part the
    /// software keyboard covers when the keyboard region is.
    private var contentBounds: CGRect { safeRect(ignoring: []) }

    /// The bounds less the regions of ``safeAreaRegions`` that are not in
    /// `regions`: the container's safe-area insets, and the keyboard's
    /// overlap with this view (from its top down).
    func safeRect(ignoring regions: SafeAreaRegions) -> CGRect {
        let respected = safeAreaRegions.subtracting(regions)
        var rect = bounds
        if respected.contains(.container) { rect = rect.inset(by: safeAreaInsets) }
        if respected.contains(.keyboard), let window, let keyboard = window.softwareKeyboardFrame {
            let keyboardRect = convert(keyboard, from: window)
            if keyboardRect.intersects(bounds) {
                rect.size.height = max(0, min(rect.maxY, keyboardRect.minY) - rect.minY)
            }
        }
        return rect
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        hosted.layout(in: contentBounds)
        // The first layout reports the ideal size of content built for it.
        reportIdealSizeIfChanged()
        // The bars of the containers around the controller follow the
        // content's scroll view: looked for inside a container only, and
        // again only when the content's UIKit views or the safe area's top
        // changed (not at every layout).
        if let controller = hostingController, controller.parent != nil {
            let search = (graph.platformViewsGeneration, safeAreaInsets.top)
            if lastPrimarySearch.map({ $0 != search }) ?? true {
                lastPrimarySearch = search
                let primary = primaryScrollView
                if primary !== reportedPrimaryScrollView {
                    reportedPrimaryScrollView = primary
                    controller.childContentScrollViewDidChange()
                }
            }
        }
    }

    /// The primary scroll view last reported to the controller's containers.
    private weak var reportedPrimaryScrollView: UIScrollView?
    /// The content's views and the safe area's top at the last search for it.
    private var lastPrimarySearch: (generation: UInt64, safeTop: CGFloat)?

    /// The content's first vertical scroll view, breadth first, whose top
    /// reaches the safe area's top (a `List` or `ScrollView` under the
    /// navigation bar): the one the bars follow, as SwiftUI's hosting
    /// controllers find it; nil when there is none.
    var primaryScrollView: UIScrollView? {
        var queue: [UIView] = subviews
        var index = 0
        while index < queue.count {
            let view = queue[index]
            index += 1
            if let scrollView = view as? UIScrollView, scrollView.isScrollEnabled,
                scrollView is UITableView || scrollView.alwaysBounceVertical
            {
                let frame = scrollView.convert(scrollView.bounds, to: self)
                if frame.minY <= safeAreaInsets.top + 0.5 { return scrollView }
                continue
            }
            queue.append(contentsOf: view.subviews)
        }
        return nil
    }

    override var intrinsicContentSize: CGSize {
        hosted.sizeThatFits(.unspecified)
    }

    /// Builds the content and applies pending updates before a size query.
    func layoutIfNeededForSizing() {
        hosted.prepare()
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        hosted.sizeThatFits(ProposedViewSize(size))
    }

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsLayout()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        hosted.rootEnvironmentDidChange()
    }
}

extension _UIHostingView: PreferenceObserver {
    /// What the content asks of its controller, bars and presentation
    /// (titles, detents, `preferredColorScheme`) is applied.
    func preferencesMayHaveChanged() {
        guard let root = graph.root else { return }
        applyNavigationBarPreferences(from: root)
        let detents = PreferenceReading.valueIncludingSelf(PresentationDetentsKey.self, in: root)
        let modal = PreferenceReading.valueIncludingSelf(InteractiveDismissDisabledKey.self, in: root) ?? false
        applyPresentationPreferences(detents: detents, modal: modal)
        applySheetAppearance(
            dragIndicator: PreferenceReading.valueIncludingSelf(PresentationDragIndicatorKey.self, in: root),
            cornerRadius: PreferenceReading.valueIncludingSelf(PresentationCornerRadiusKey.self, in: root))
        applyPreferredColorScheme(PreferenceReading.valueIncludingSelf(PreferredColorSchemeKey.self, in: root))
    }
}
