import Dispatch
import TandemReactive
import TandemSupport

/// Runs actions when the view appears and disappears (after the update
/// that showed or removed it, where state may be written).
struct AppearanceModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let onAppear: (() -> Void)?
    let onDisappear: (() -> Void)?

    func updateNode<Content: View>(_ node: ViewNode, content: Content) {
        node.role = .group
        node.appearActions = onAppear.map { [$0] } ?? []
        node.disappearActions = onDisappear.map { [$0] } ?? []
        node.reconcile(single: content, environment: node.environment)
    }
}
