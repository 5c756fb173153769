import TandemUIKit

/// Presents a UIKit controller (an alert controller, a hosting controller)
/// from the enclosing hosting controller while `id` is not nil.
///
/// Changes are applied after the update pass, as view-controller
/// presentation is. A new `id` while presented dismisses the shown
/// controller and presents a new one; a nil `id` dismisses it. When the
/// controller is dismissed by UIKit's means (an alert button, `dismiss`,
/// code), `reset` writes the binding back and `onDismiss` runs. The
/// presentation ends with the view that owns the modifier.
struct PresentationModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let id: AnyHashable?
    let reset: () -> Void
    let onDismiss: (() -> Void)?
    let make: (EnvironmentValues) -> UIViewController & DismissalReporting
    /// Brings a shown controller up to date with the new value (a sheet's content).
    let update: ((UIViewController, EnvironmentValues) -> Void)?
    /// For content read through custom views (an alert's actions): gives the
    /// `make` to use, reading with a resolver that keeps the custom views'
    /// state under the modifier's node.
    var prepare: ((ViewListResolver) -> (EnvironmentValues) -> UIViewController & DismissalReporting)? = nil
    /// For a popover: where its arrow points, from the modified view.
    var popover: PopoverPlacement? = nil

    @MainActor final class Storage: NodeLifetime {
        var modifier: PresentationModifier
        var environment: EnvironmentValues
        weak var presenter: UIViewController?
        /// The modifier's node, whose frame a popover is attached to.
        var node: NodeReference?
        private var controller: (UIViewController & DismissalReporting)?
        private var presentedID: AnyHashable?

        init(_ modifier: PresentationModifier, environment: EnvironmentValues) {
            self.modifier = modifier
            self.environment = environment
        }

        /// Makes UIKit show what the latest value asks for.
        func sync() {
            if let current = controller {
                if modifier.id == presentedID {
                    modifier.update?(current, environment)
                    return
                }
                // Ended or replaced in SwiftUI: once it is gone, `onDismiss` runs and the next one (if any) is presented.
                controller = nil
                presentedID = nil
                current.onDismissed = { [weak self] in
                    self?.modifier.onDismiss?()
                    self?.sync()
                }
                current.dismiss(animated: true)
                return
            }
            guard let id = modifier.id, let presenter else { return }
            let made = modifier.make(environment)
            if let placement = modifier.popover, let popover = made.popoverPresentationController,
                let sourceView = presenter.viewIfLoaded
            {
                // Before its first placement the view is attached to the presenter's whole view.
                let frame = node?.node?.anchorFrame ?? sourceView.convert(sourceView.bounds, to: nil)
                popover.sourceView = sourceView
                popover.sourceRect = sourceView.convert(placement.anchor.rect(in: frame), from: nil)
                popover.permittedArrowDirections = placement.arrowDirections(in: environment.layoutDirection)
            }
            made.onDismissed = { [weak self] in self?.presentationEnded() }
            controller = made
            presentedID = id
            presenter.present(made, animated: true)
            if made.presentingViewController == nil {
                // UIKit refused (the presenter is not in a window, or already presents): nothing is shown.
                controller = nil
                presentedID = nil
            }
        }

        /// The controller was dismissed by UIKit's means.
        private func presentationEnded() {
            controller = nil
            presentedID = nil
            if modifier.id != nil { modifier.reset() }
            modifier.onDismiss?()
        }

        func end() {
            guard let current = controller else { return }
            controller = nil
            current.onDismissed = nil
            current.dismiss(animated: false)
        }
    }

    func updateNode<Content: View>(_ updater: NodeUpdater, content: Content) {
        updater.setGroup()
        var modifier = self
        if let prepare {
            let resolver = ViewListResolver(detachedIn: updater)
            modifier = PresentationModifier(
                id: id, reset: reset, onDismiss: onDismiss, make: prepare(resolver), update: update, popover: popover)
            resolver.finish()
        }
        var environment = updater.environment
        // A presentation is not a screen of the stack it is presented from.
        environment.navigationContext = nil
        let storage = updater.primitiveStorage { Storage(modifier, environment: environment) }
        storage.modifier = modifier
        storage.environment = environment
        storage.presenter = updater.graph.host?.graphViewController
        storage.node = updater.reference
        updater.graph.deferAction { [weak storage] in storage?.sync() }
        updater.reconcile(single: content)
    }
}
