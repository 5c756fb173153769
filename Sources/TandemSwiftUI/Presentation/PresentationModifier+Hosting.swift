import TandemUIKit

extension PresentationModifier {
    /// Presents `content()` in a hosting controller with `style` while `id`
    /// is not nil; the shown content follows later values of the modifier.
    static func hosting(
        id: AnyHashable?, reset: @escaping () -> Void, onDismiss: (() -> Void)?, style: UIModalPresentationStyle,
        content: @escaping () -> AnyView
    ) -> PresentationModifier {
        PresentationModifier(
            id: id, reset: reset, onDismiss: onDismiss,
            make: { environment in
                let controller = PresentedHostingController(rootView: content())
                controller.inheritedEnvironment = environment
                controller.modalPresentationStyle = style
                return controller
            },
            update: { controller, environment in
                guard let controller = controller as? PresentedHostingController else { return }
                controller.rootView = content()
                controller.inheritedEnvironment = environment
            })
    }
}
