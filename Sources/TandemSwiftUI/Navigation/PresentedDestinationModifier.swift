/// Pushes a destination on the enclosing navigation stack while a binding is true.
///
/// Applied after the update pass (UIKit's stack changes outside view
/// updates); a pop by the back button or `dismiss` sets the binding to false.
struct PresentedDestinationModifier<Destination: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let isPresented: Binding<Bool>
    let destination: Destination

    /// The identity of this modifier's screen in the stack.
    @MainActor final class Token: NodeLifetime {
        weak var context: NavigationContext?
        func end() {
            let token = ObjectIdentifier(self)
            context?.remove(token: token)
        }
    }

    func updateNode<Content: View>(_ updater: NodeUpdater, content: Content) {
        updater.setGroup()
        let token = updater.primitiveStorage { Token() }
        if let context = updater.environment.navigationContext {
            token.context = context
            let id = ObjectIdentifier(token)
            let binding = isPresented, view = AnyView(destination)
            let presented = binding.wrappedValue
            updater.graph.deferAction {
                if presented {
                    context.present(view, token: id, binding: binding)
                } else {
                    context.remove(token: id)
                }
            }
        }
        updater.reconcile(single: content)
    }
}
