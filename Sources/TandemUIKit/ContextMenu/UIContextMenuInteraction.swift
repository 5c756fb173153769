public import Foundation
import TandemGraphics

/// Shows a menu for a view when the user presses it long (half a second)
/// or clicks it with the secondary mouse button.
///
/// Main actor only. Add it with ``UIView/addInteraction(_:)``. At the press
/// (before it is recognized, so that a view without a menu there keeps its
/// touches) the delegate's `contextMenuInteraction(_:configurationForMenuAtLocation:)`
/// gives the configuration; its action provider makes the menu, shown with
/// Tandem's menu panel below the view (or the row or item a table or
/// collection view menu is for). The delegate hears `willDisplayMenuFor`
/// as it shows and `willEndFor` as it goes. Tandem shows no preview and
/// does not blur what is behind (see docs/Compatibility.md).
@preconcurrency @MainActor
open class UIContextMenuInteraction: UIInteraction {
    /// The delegate that configures the menu; held weakly.
    public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// The view the interaction is added to.
    public private(set) weak var view: UIView?

    private let press = UILongPressGestureRecognizer()
    private lazy var pressGate = ContextMenuPressGate(interaction: self)
    /// The configuration found when the press began, and the menu shown for it.
    private var pendingConfiguration: (configuration: UIContextMenuConfiguration, source: UIView)?
    private weak var shownMenu: MenuContainerView?
    private var shownConfiguration: UIContextMenuConfiguration?
    /// Where the last press or click was, in the view.
    private var lastLocation: CGPoint = .zero
    /// The view a configuration's menu is placed below; the interaction's
    /// view unless a table or collection view names the row or item.
    var sourceForLocation: ((CGPoint) -> UIView?)?

    /// Creates an interaction configured by `delegate`.
    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        press.name = "context menu"
        press.addTarget(self, action: UIContextMenuInteraction.pressChanged)
    }

    /// The interaction is about to move: it leaves its view's long press behind.
    open func willMove(to view: UIView?) {
        self.view?.removeGestureRecognizer(press)
    }

    /// The interaction moved to `view`: a long press there shows the menu.
    open func didMove(to view: UIView?) {
        self.view = view
        guard let view else { return }
        press.delegate = pressGate
        view.addGestureRecognizer(press)
    }

    /// Where the press or click that showed the menu was, in `view`'s coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return lastLocation }
        return own.convert(lastLocation, to: view)
    }

    /// Dismisses the menu shown, if any.
    open func dismissMenu() {
        shownMenu?.dismiss()
    }

    /// Replaces the shown menu with what `block` makes of it.
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
        guard let shownMenu, let menu = shownMenu.menus.first, let source = self.view else { return }
        let configuration = shownConfiguration
        let replacement = block(menu)
        shownMenu.onDismiss = nil
        shownMenu.dismiss()
        guard let configuration else { return }
        show(replacement, for: configuration, from: source, announce: false)
    }

    // MARK: Showing

    /// The configuration for a press at `location` in the view, and the view its menu goes below.
    func configuration(at location: CGPoint) -> (configuration: UIContextMenuConfiguration, source: UIView)? {
        guard let view, let delegate,
            let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: location)
        else { return nil }
        return (configuration, sourceForLocation?(location) ?? view)
    }

    /// Decides at the start of a press whether there is a menu to show (else the press does not begin).
    func pressMayBegin() -> Bool {
        guard let view else { return false }
        let location = press.location(in: view)
        pendingConfiguration = configuration(at: location)
        if pendingConfiguration != nil { lastLocation = location }
        return pendingConfiguration != nil
    }

    private func pressChanged(_ recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began, let pending = pendingConfiguration else { return }
        pendingConfiguration = nil
        present(pending.configuration, from: pending.source)
    }

    /// A secondary click at `location` in the view: shows the menu there, if the delegate gives one.
    /// Returns whether a menu was shown.
    @discardableResult
    func secondaryClick(at location: CGPoint) -> Bool {
        guard let found = configuration(at: location) else { return false }
        lastLocation = location
        present(found.configuration, from: found.source)
        return true
    }

    private func present(_ configuration: UIContextMenuConfiguration, from source: UIView) {
        guard let menu = configuration.makeMenu() else { return }
        show(menu, for: configuration, from: source, announce: true)
    }

    private func show(
        _ menu: UIMenu, for configuration: UIContextMenuConfiguration, from source: UIView, announce: Bool
    ) {
        let opening = ContextMenuAnimator()
        if announce {
            delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: opening)
        }
        shownConfiguration = configuration
        shownMenu = MenuPresentation.show(menu, from: source, sender: source) { [weak self] in
            guard let self else { return }
            self.shownConfiguration = nil
            let closing = ContextMenuAnimator()
            self.delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: closing)
            closing.run(over: MenuContainerView.closingDuration)
        }
        // What the delegate added runs alongside the menu's opening.
        opening.run(over: MenuContainerView.openingDuration)
    }
}
