/// Imported publicly: the public declarations below use its types.
public import Foundation
import TandemGraphics

/// The root of a view tree shown on the screen: it holds the root view
/// controller's view, lays the tree out and draws it into its backing
/// surface, redrawing only what changed.
///
/// Main-actor only. Usable without a scene, as in unit tests:
/// `UIWindow(frame:)`, `rootViewController`, `makeKeyAndVisible()`. The
/// window asks its screen's display for a surface to render into (headless:
/// an offscreen bitmap, which ``tandemSnapshot()`` reads back) and takes part
/// in every commit: its layout, display and render phases.
@preconcurrency @MainActor
open class UIWindow: UIView, LayerHost {
    /// To UI automation, a window.
    package override var accessibilityDefaults: AccessibilityDefaults {
        var defaults = super.accessibilityDefaults
        defaults.role = .window
        return defaults
    }

    private(set) var surface: DisplaySurface?
    /// What must be redrawn, in window points (origin at the top-left).
    private var damage = DamageRegion()
    /// What is painted under the animating layers, while they animate.
    let underlay = AnimationUnderlay()
    private var screenStorage: UIScreen
    /// What has been drawn (``tandemRenderStatistics``).
    var statistics = TandemRenderStatistics()
    /// The touch sequence in progress and the last tap, for tap counts.
    private let touchInput = TouchInputState()
    /// The pointer's hovering, for hover recognizers.
    let hoverTracker = HoverTracker()
    /// Appearance transitions that end at the next commit, with completions.
    private var pendingAppearanceEnds: [(UIViewController, (() -> Void)?)] = []
    private var pendingCompletions: [() -> Void] = []
    private static weak var keyWindowStorage: UIWindow?
    /// The simulated software keyboard's height (0: physical keyboard only).
    var softwareKeyboardHeightStorage: CGFloat = 0
    /// The software keyboard's frame in window coordinates while it shows.
    var softwareKeyboardFrameStorage: CGRect?
    /// Set while one first responder hands over to another (the keyboard stays).
    var isSwitchingFirstResponder = false
    /// The scene the window belongs to (``windowScene``).
    weak var windowSceneStorage: UIWindowScene?

    /// Creates a hidden window with `frame` on the main screen.
    public override init(frame: CGRect) {
        screenStorage = .main
        super.init(frame: frame)
        finishWindowInit()
    }

    /// Creates a hidden window filling the main screen.
    public convenience init() {
        self.init(frame: UIScreen.main.bounds)
    }

    /// Windows are not archived on Linux; this makes a screen-sized window.
    public required init?(coder: NSCoder) {
        screenStorage = .main
        super.init(coder: coder)
        frame = UIScreen.main.bounds
        finishWindowInit()
    }

    private func finishWindowInit() {
        windowStorage = self
        adoptScale(of: screenStorage)
        layer.isHidden = true
        layer.host = self
        Commit.register(self)
    }

    /// The screen the window is on; the main screen unless set. Moving the
    /// window to a screen of another scale re-renders it at that scale, and
    /// views whose traits changed get `traitCollectionDidChange(_:)`.
    open var screen: UIScreen {
        get { screenStorage }
        set {
            guard newValue !== screenStorage else { return }
            screenStorage = newValue
            surface = nil
            LayoutPass.forEachView(in: self) { $0.adoptScale(of: newValue) }
            inheritedPropertiesDidChange()
            Commit.schedule()
        }
    }

    /// The window's level; windows draw independently in Tandem, so it orders nothing.
    open var windowLevel: CGFloat = 0

    /// The screen's traits with the size classes of the window's own size (see UIWindow+SizeClasses.swift).
    override var rootTraits: UITraitCollection { traitsWithOwnSizeClasses(screenStorage.traitCollection) }

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
                screenStorage.display.windowVisibilityDidChange(self, isVisible: false)
            } else {
                show()
            }
        }
    }

    /// Unhides the window: its root controller's view is installed (or
    /// appears again), and `viewDidAppear` follows at the next commit.
    private func show() {
        layer.isHidden = false
        screenStorage.display.windowVisibilityDidChange(self, isVisible: true)
        damageAll()
        if rootViewController?.viewIfLoaded?.superview !== self {
            installRootView(appearing: true)
        } else if let controller = rootViewController {
            controller.beginAppearanceTransition(true, animated: false)
            enqueueAppearanceEnd(controller)
        }
        Commit.schedule()
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

    func markSafeAreaChanged(_ view: UIView) {
        LayoutPass.forEachView(in: view) { $0.setNeedsLayout() }
    }

    // MARK: Commit

    func enqueueAppearanceEnd(_ controller: UIViewController, completion: (() -> Void)? = nil) {
        pendingAppearanceEnds.append((controller, completion))
        Commit.schedule()
    }

    func enqueueCompletion(_ completion: @escaping () -> Void) {
        pendingCompletions.append(completion)
        Commit.schedule()
    }

    /// Whether a commit has anything to do for this window. (Layers that need
    /// display and are visible have damaged their area; the others wait.)
    var hasPendingCommitWork: Bool {
        hasPendingLayout || (!isHidden && (!damage.isEmpty || surface == nil))
    }

    /// Whether the window has layout work for another round of the commit.
    var hasPendingLayout: Bool {
        LayoutPass.needsWork(self) || !layer.commitFlags.isDisjoint(with: [.needsLayout, .subtreeNeedsLayout])
            || !pendingAppearanceEnds.isEmpty || !pendingCompletions.isEmpty
    }

    /// The commit's layout phase: layout, the appearance transitions that were
    /// waiting for it (and the layout they cause), then layers that are not views'.
    func commitLayoutPhase() {
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
        LayerLayoutPass.run(from: layer)
    }

    /// The commit's display phase: layers that need drawing inside the damage.
    func commitDisplayPhase() {
        guard !isHidden else { return }
        ensureSurface()
        let origin = bounds.origin
        damage.bound()
        DisplayPass.run(from: layer, clip: damage.rects.map { $0.offsetBy(dx: origin.x, dy: origin.y) })
    }

    /// The commit's render phase: the damage redrawn and presented.
    func commitRenderPhase() {
        guard !isHidden else { return }
        ensureSurface()
        guard let surface else { return }
        guard !damage.isEmpty else { return underlay.nothingToRedraw() }
        let drawn = underlay.render(
            layer, origin: bounds.origin, rects: damage.take(), into: surface, statistics: &statistics)
        surface.present(drawn)
    }

    /// Asks the screen's display for a surface when there is none or it no
    /// longer has the window's size or the screen's scale; a new surface is
    /// redrawn whole.
    private func ensureSurface() {
        let scale = screenStorage.scale
        if let surface, surface.pointSize == bounds.size, surface.scale == scale { return }
        surface = screenStorage.display.makeSurface(
            for: self, on: screenStorage, pointSize: bounds.size, scale: scale)
        damageAll()
    }

    func layerTreeDamaged(_ rect: CGRect) {
        guard !isHidden else { return }
        underlay.damagedOtherwise()
        damage.add(rect.offsetBy(dx: -bounds.minX, dy: -bounds.minY), within: CGRect(origin: .zero, size: bounds.size))
        Commit.schedule()
    }

    func layerTreeDamaged(_ rect: CGRect, byAnimationOf layer: CALayer) {
        guard !isHidden else { return }
        underlay.damaged(byAnimationOf: layer)
        damage.add(rect.offsetBy(dx: -bounds.minX, dy: -bounds.minY), within: CGRect(origin: .zero, size: bounds.size))
        Commit.schedule()
    }

    /// Marks the whole window for redrawing (damage no animation made).
    func damageAll() {
        redrawAll()
        underlay.damagedOtherwise()
    }

    /// Marks the whole window for redrawing although nothing in it changed.
    func redrawAll() {
        damage.setAll(CGRect(origin: .zero, size: bounds.size))
    }

    func layerTreeDamagedEntirely() {
        guard !isHidden else { return }
        damageAll()
        Commit.schedule()
    }

    var isEntirelyDamaged: Bool {
        isHidden || damage.covers(CGRect(origin: .zero, size: bounds.size))
    }

    override func boundsSizeDidChange(from oldSize: CGSize) {
        damageAll()
        // Crossing a size-class threshold changes every view's traits (a split view collapses or expands).
        if Self.sizeClassesDiffer(oldSize, bounds.size) { inheritedPropertiesDidChange() }
    }

    /// The window's frame; a new size is first announced to its controllers
    /// (`viewWillTransition(to:with:)`), while their views have the old one.
    open override var frame: CGRect {
        get { super.frame }
        set {
            // Only a size the window will take (UIView refuses NaN and normalizes negative sizes).
            if let size = Self.takenSize(of: newValue), size != super.frame.size { announceSizeTransition(to: size) }
            super.frame = newValue
        }
    }

    /// The window's bounds; a new size is first announced to its controllers, as for ``frame``.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            if let size = Self.takenSize(of: newValue), size != super.bounds.size { announceSizeTransition(to: size) }
            super.bounds = newValue
        }
    }

    /// The size change whose coordinator's blocks wait for the next layout.
    private var pendingSizeTransition: SizeTransitionCoordinator?

    /// Tells the root controller (and, through it, its children and
    /// presented controllers) that the window takes a new size; what they
    /// queue on the coordinator runs after the next layout.
    private func announceSizeTransition(to size: CGSize) {
        // A window not shown yet is only being given its first size.
        guard let root = rootViewController, root.isViewLoaded, !isHidden else { return }
        let coordinator = pendingSizeTransition ?? SizeTransitionCoordinator(containerView: self)
        pendingSizeTransition = coordinator
        root.activeSizeTransition = coordinator
        root.viewWillTransition(to: size, with: coordinator)
        root.activeSizeTransition = nil
        setNeedsLayout()
    }

    /// Lays out, then runs what a size change's coordinator queued.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let coordinator = pendingSizeTransition {
            pendingSizeTransition = nil
            coordinator.finish()
        }
    }

    // MARK: Events

    /// The responder that receives keyboard input.
    package private(set) weak var firstResponder: UIResponder?

    /// Makes `responder` the first responder, after the current one resigned;
    /// false when it refuses.
    func makeFirstResponder(_ responder: UIResponder) -> Bool {
        if firstResponder === responder { return true }
        if let current = firstResponder {
            isSwitchingFirstResponder = true
            let resigned = current.resignFirstResponder()
            isSwitchingFirstResponder = false
            guard resigned else { return false }
        }
        firstResponder = responder
        updateSoftwareKeyboard()
        return true
    }

    /// Forgets the first responder (it resigned).
    func clearFirstResponder() {
        firstResponder = nil
        if !isSwitchingFirstResponder { updateSoftwareKeyboard() }
    }

    /// Delivers keyboard input to the first responder: text is inserted
    /// (`UIKeyInput`), Backspace deletes, Return inserts "\n" (a text field
    /// asks its delegate's `textFieldShouldReturn` instead), Tab moves to
    /// the next view that can become first responder, and editing keys
    /// (arrows, Home, End, select all, copy, cut, paste) go to text inputs.
    package func handleKeyboardInput(_ input: KeyboardInput) {
        switch input {
        case .press(let report, let down):
            let key = UIKey(
                characters: report.characters, charactersIgnoringModifiers: report.charactersIgnoringModifiers,
                modifierFlags: report.modifiers, keyCode: report.keyCode)
            let responder: UIResponder = firstResponder ?? rootViewController ?? self
            if down, runKeyCommand(for: key, from: responder) { return }
            let press = UIPress(
                phase: down ? .began : .ended, key: key, timestamp: ProcessInfo.processInfo.systemUptime)
            let event = UIPressesEvent(presses: [press], timestamp: press.timestamp)
            if down {
                responder.pressesBegan([press], with: event)
                if let editing = report.editingKey { handleKeyboardInput(.key(editing, modifiers: report.modifiers)) }
            } else {
                responder.pressesEnded([press], with: event)
            }
        case .text(let text):
            (firstResponder as? UIKeyInput)?.insertText(text)
        case .markedText(let text, let selected):
            (firstResponder as? UITextInput)?.setMarkedText(text, selectedRange: selected)
        case .key(let key, let modifiers):
            switch key {
            case .backspace where !(firstResponder is EditingKeyHandling):
                (firstResponder as? UIKeyInput)?.deleteBackward()
            case .returnKey where !(firstResponder is EditingKeyHandling):
                (firstResponder as? UIKeyInput)?.insertText("\n")
            case .tab:
                // A text view takes Tab as text; everything else moves focus.
                if (firstResponder as? EditingKeyHandling)?.handleEditingKey(.tab, modifiers: modifiers) != true {
                    moveFocus(backwards: modifiers.contains(.shift))
                }
            default:
                _ = (firstResponder as? EditingKeyHandling)?.handleEditingKey(key, modifiers: modifiers)
            }
        }
    }

    /// Runs the first key command along `responder`'s chain that matches
    /// `key`; returns whether one ran.
    private func runKeyCommand(for key: UIKey, from responder: UIResponder) -> Bool {
        var current: UIResponder? = responder
        while let candidate = current {
            if let command = candidate.keyCommands?.first(where: { $0.matches(key) }) {
                command.run(on: candidate)
                return true
            }
            current = candidate.next
        }
        return false
    }

    /// Tab and Shift-Tab: the next (or previous) view, in reading order of
    /// the tree, that can become first responder.
    private func moveFocus(backwards: Bool) {
        var candidates: [UIView] = []
        LayoutPass.forEachView(in: self) { view in
            if view !== self, view.canBecomeFirstResponder, !view.isHidden, view.isUserInteractionEnabled {
                candidates.append(view)
            }
        }
        guard !candidates.isEmpty else { return }
        let current = candidates.firstIndex { $0 === firstResponder }
        let next: Int
        if let current {
            next = (current + (backwards ? candidates.count - 1 : 1)) % candidates.count
        } else {
            next = backwards ? candidates.count - 1 : 0
        }
        candidates[next].becomeFirstResponder()
    }

    /// Delivers an event to the views it concerns: each touch to the view it
    /// began in (`touchesBegan`, `touchesMoved`, `touchesEnded` or
    /// `touchesCancelled`, by its phase). Input from the display comes here;
    /// override to watch every event of the window.
    open func sendEvent(_ event: UIEvent) {
        guard event.type == .touches else { return }
        let multiTouch = event.touchList.count > 1
        for touch in event.touchList where touch.window === self {
            guard touch.view != nil else { continue }
            // With several fingers down, only the one that changed is delivered.
            if multiTouch, touch.phase == .stationary { continue }
            // Gesture recognizers of the touched view and its ancestors see the touches first;
            // a finger that joins a sequence joins its recognizers.
            if touch.phase == .began {
                if let session = gestureSession {
                    session.add(touch)
                } else {
                    gestureSession = GestureSession(touch: touch, event: event)
                }
            }
            guard let session = gestureSession else { continue }
            session.deliver([touch], phase: touch.phase, event: event)
            if touch.phase == .ended || touch.phase == .cancelled, session.end(touch) { gestureSession = nil }
        }
    }

    /// The recognizers of the touch sequence in progress.
    private var gestureSession: GestureSession?

    /// Turns pointer input from the display into a touch sequence: the view
    /// under a `down` is hit-tested once and receives the whole sequence.
    /// Headless tests and a real window's mouse both come through here.
    package func handlePointerInput(_ input: PointerInput) {
        touchInput.handle(input, in: self)
    }
}
