import Foundation

/// The root view of an app's window: the app's body, evaluated in the
/// window's graph, and the content of its window group number `group`.
///
/// The app's dynamic properties (`@State`, `@StateObject`, `@Environment`,
/// observed models) are bound to this node, so a change of what the body
/// read evaluates it again: the group's content gets the new values, and a
/// scene's `onChange(of:initial:_:)` sees the value change.
struct AppSceneRoot<A: App>: View {
    let app: A
    let group: Int

    /// Never called: a primitive view.
    var body: Never { primitiveBodyCalled(Self.self) }
}

extension AppSceneRoot: PrimitiveView {
    func updateNode(_ updater: NodeUpdater) {
        updater.setGroup()
        updater.reconcile(single: AppBodyEvaluation.content(ofGroup: group, in: app, updater: updater))
    }
}
