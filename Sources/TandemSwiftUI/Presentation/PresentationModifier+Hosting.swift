import TandemUIKit

extension PresentationModifier {
    /// Presents `content()` in a hosting controller with `style` while
    /// `isPresented` is true; dismissal sets it to false.
    static func hosting(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)?, style: UIModalPresentationStyle,
        content: @escaping () -> AnyView
    ) -> PresentationModifier {
        hosting(
            id: isPresented.wrappedValue ? AnyHashable(true) : nil, reset: { isPresented.wrappedValue = false },
            onDismiss: onDismiss, style: style, content: content)
    }

    /// Presents `content(item)` in a hosting controller with `style` while
    /// `item` is not nil (a new identity replaces it); dismissal sets it to nil.
    static func hosting<Item: Identifiable>(
        item: Binding<Item?>, onDismiss: (() -> Void)?, style: UIModalPresentationStyle,
        content: @escaping (Item) -> AnyView
    ) -> PresentationModifier {
        let shown = item.wrappedValue
        return hosting(
            id: shown.map { AnyHashable($0.id) }, reset: { item.wrappedValue = nil }, onDismiss: onDismiss,
            style: style,
            content: { shown.map(content) ?? AnyView(EmptyView()) })
    }

    /// Presents `content()` in a hosting controller with `style` while `id`
    /// is not nil; the shown content follows later values of the modifier.
    private static func hosting(
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
