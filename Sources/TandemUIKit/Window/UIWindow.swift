public import Foundation
public import TandemGraphics

/// The root of a view tree shown on the screen: it holds the root view
/// controller's view, lays the tree out and draws it into its backing
/// surface, redrawing only what changed.
///
/// Main-actor only. Usable without a scene, as in unit tests:
/// `UIWindow(frame:)`, `rootViewController`, `makeKeyAndVisible()`. Headless,
/// the surface is an offscreen bitmap; ``tandemSnapshot()`` reads it back.
@preconcurrency @MainActor
open class UIWindow: UIView, LayerHost {
    private var surface: WindowSurface?
    private var statisticsBase = TandemRenderStatistics()
    /// Appearance transitions that end at the next commit, with completions.
    private var pendingAppearanceEnds: [(UIViewController, (() -> Void)?)] = []
    private var pendingCompletions: [() -> Void] = []
    private static weak var keyWindowStorage: UIWindow?

    /// Creates a hidden window with `frame` on the main screen.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        finishWindowInit()
    }

    /// Creates a hidden window filling the main screen.
    public convenience init() {
        self.init(frame: UIScreen.main.bounds)
    }

    /// Windows are not archived on Linux; this makes a screen-sized window.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame = UIScreen.main.bounds
        finishWindowInit()
    }

    private func finishWindowInit() {
        windowStorage = self
        layer.isHidden = true
        layer.host = self
        CommitScheduler.register(self)
    }

    /// The screen the window is on.
    open var screen: UIScreen { .main }

    /// The window's level; windows draw independently in Tandem, so it orders nothing yet.
    open var windowLevel: CGFloat = 0

    override var rootTraits: UITraitCollection { UIScreen.main.traitCollection }

    /// The window's root controller, whose view fills the window and follows its size.
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            if let old = oldValue {
                old.isManagedByWindow = false
                if !isHidden {
                    old.beginAppearanceTransition(false, animated: false)
                    old.viewIfLoaded?.removeFromSuperview()
                    old.endAppearanceTransition()
                } else {
                    old.viewIfLoaded?.removeFromSuperview()
                }
            }
            guard let controller = rootViewController else { return }
            controller.isManagedByWindow = true
            if !isHidden { installRootView(appearing: true) }
        }
    }

    private func installRootView(appearing: Bool) {
        guard let controller = rootViewController else { return }
        if appearing { controller.beginAppearanceTransition(true, animated: false) }
        let view: UIView = controller.view
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(view, at: 0)
        if appearing { enqueueAppearanceEnd(controller) }
    }

    /// Shows the window and makes it the key window; the root controller appears at the next commit.
    open func makeKeyAndVisible() {
        makeKey()
        if isHidden { show() }
    }

    /// Makes the window the key window.
    open func makeKey() {
        let old = UIWindow.keyWindowStorage
        UIWindow.keyWindowStorage = self
        if old !== self {
            old?.resignKey()
            becomeKey()
        }
    }

    /// Whether this is the key window.
    open var isKeyWindow: Bool { UIWindow.keyWindowStorage === self }

    /// Called when the window became key.
    open func becomeKey() {}
    /// Called when the window stopped being key.
    open func resignKey() {}

    /// Whether the window is hidden; windows start hidden. Hiding makes its
    /// controllers disappear, showing makes them appear.
    open override var isHidden: Bool {
        get { layer.isHidden }
        set {
            guard newValue != layer.isHidden else { return }
            if newValue {
                rootViewController?.beginAppearanceTransition(false, animated: false)
                layer.isHidden = true
                rootViewController?.endAppearanceTransition()
            } else {
                show()
            }
        }
    }

    /// Unhides the window: its root controller's view is installed (or
    /// appears again), and `viewDidAppear` follows at the next commit.
    private func show() {
        layer.isHidden = false
        surface?.damageAll()
        if rootViewController?.viewIfLoaded?.superview !== self {
            installRootView(appearing: true)
        } else if let controller = rootViewController {
            controller.beginAppearanceTransition(true, animated: false)
            enqueueAppearanceEnd(controller)
        }
        CommitScheduler.schedule()
    }

    /// Insets of the screen's system bars the window's content should stay
    /// out of; zero on Tandem's headless screen. A Tandem addition, so that
    /// tests can reproduce a notched phone.
    public var tandemSafeAreaInsets: UIEdgeInsets {
        get { layoutState?.ownSafeAreaInsets ?? .zero }
        set {
            ensureLayoutState().ownSafeAreaInsets = newValue
            markSafeAreaChanged(self)
        }
    }

    private func markSafeAreaChanged(_ view: UIView) {
        view.setNeedsLayout()
        for subview in view.subviews { markSafeAreaChanged(subview) }
    }

    // MARK: Commit

    func enqueueAppearanceEnd(_ controller: UIViewController, completion: (() -> Void)? = nil) {
        pendingAppearanceEnds.append((controller, completion))
        CommitScheduler.schedule()
    }

    func enqueueCompletion(_ completion: @escaping () -> Void) {
        pendingCompletions.append(completion)
        CommitScheduler.schedule()
    }

    /// Layout, then the appearance transitions that were waiting for it, then drawing.
    func commitPendingUpdates() {
        LayoutPass.run(from: self)
        while !pendingAppearanceEnds.isEmpty || !pendingCompletions.isEmpty {
            let ends = pendingAppearanceEnds
            pendingAppearanceEnds = []
            for (controller, completion) in ends {
                controller.endAppearanceTransition()
                completion?()
            }
            let completions = pendingCompletions
            pendingCompletions = []
            for completion in completions { completion() }
            LayoutPass.run(from: self)
        }
        renderIfNeeded()
    }

    private func renderIfNeeded() {
        guard !isHidden else { return }
        let scale = UIScreen.main.scale
        if surface == nil || surface?.pointSize != bounds.size || surface?.scale != scale {
            let old = surface?.statistics
            surface = WindowSurface(size: bounds.size, scale: scale)
            if let old { accumulate(old) }
        }
        surface?.render(layer, origin: bounds.origin)
    }

    private func accumulate(_ s: TandemRenderStatistics) {
        statisticsBase.drawnLayers += s.drawnLayers
        statisticsBase.redrawnPixels += s.redrawnPixels
        statisticsBase.redrawnRects += s.redrawnRects
        statisticsBase.frames += s.frames
    }

    func layerTreeDamaged(_ rect: CGRect) {
        surface?.addDamage(rect.offsetBy(dx: -bounds.minX, dy: -bounds.minY))
        if surface != nil { CommitScheduler.schedule() }
    }

    override func boundsSizeDidChange(from oldSize: CGSize) {
        surface?.damageAll()
    }

    // MARK: Reading back (Tandem additions)

    /// What the window shows, after applying pending layout and display:
    /// the backing surface as an image at the screen's scale. A Tandem
    /// addition for headless use (snapshots, tests); a hidden window gives an empty image.
    public func tandemSnapshot() -> UIImage {
        commitPendingUpdates()
        guard let image = surface?.context.makeImage() else { return UIImage() }
        return UIImage(cgImage: image, scale: surface?.scale ?? 1, orientation: .up)
    }

    /// What the renderer has drawn since the window was created or the
    /// statistics were reset. A Tandem addition for tests and benchmarks.
    public var tandemRenderStatistics: TandemRenderStatistics {
        var total = statisticsBase
        if let s = surface?.statistics {
            total.drawnLayers += s.drawnLayers
            total.redrawnPixels += s.redrawnPixels
            total.redrawnRects += s.redrawnRects
            total.frames += s.frames
        }
        return total
    }

    /// Zeroes ``tandemRenderStatistics``.
    public func tandemResetRenderStatistics() {
        statisticsBase = TandemRenderStatistics()
        surface?.statistics = TandemRenderStatistics()
    }

    /// Marks the whole window for redrawing (benchmarks compare this with damage-limited redraws).
    public func tandemDamageAll() {
        surface?.damageAll()
        CommitScheduler.schedule()
    }
}
