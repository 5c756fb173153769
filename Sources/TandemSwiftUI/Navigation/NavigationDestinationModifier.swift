/// Registers the destination for values of one type in the enclosing
/// navigation stack, for as long as the modified view is shown.
struct NavigationDestinationModifier<D: Hashable, Destination: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let destination: (D) -> Destination

    /// Unregisters the destination when the view goes.
    @MainActor final class Registration: NodeLifetime {
        weak var context: NavigationContext?
        func end() { context?.unregister(D.self) }
    }

    func updateNode<Content: View>(_ updater: NodeUpdater, content: Content) {
        updater.setGroup()
        let registration = updater.primitiveStorage { Registration() }
        if let context = updater.environment.navigationContext {
            registration.context = context
            let destination = self.destination
            context.register(
                D.self,
                NavigationContext.Destination { value in
                    (value.base as? D).map { AnyView(destination($0)) }
                })
        }
        updater.reconcile(single: content)
    }
}
