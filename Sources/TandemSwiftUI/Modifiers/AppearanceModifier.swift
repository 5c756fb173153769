import Dispatch
import TandemReactive
import TandemSupport

/// Runs actions when the view appears and disappears (after the update
/// that showed or removed it, where state may be written).
struct AppearanceModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let onAppear: (() -> Void)?
    let onDisappear: (() -> Void)?

    func updateNode<Content: View>(_ updater: NodeUpdater, content: Content) {
        updater.setGroup()
        updater.setAppearanceActions(onAppear: onAppear, onDisappear: onDisappear)
        updater.reconcile(single: content)
    }
}
