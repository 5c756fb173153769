import Foundation

/// Evaluates an `App`'s body in a graph node, as a composite view's body
/// is evaluated: the app's dynamic properties are bound to the node's
/// storage and what the body reads is recorded, so that a change of it
/// evaluates the node again.
@MainActor
enum AppBodyEvaluation {
    /// The content of window group `index` of `app`'s body (nothing when the
    /// body has fewer groups), with the app's delegate in its environment
    /// when the delegate is an observable object.
    static func content<A: App>(ofGroup index: Int, in app: A, updater: NodeUpdater) -> AnyView {
        let node = updater.graphNode
        // The `@Environment` properties record their reads again as they are bound.
        node.environmentReads.removeAll(keepingCapacity: true)
        var bound = app
        DynamicPropertyLayout.bind(&bound, to: node)
        let scenes = updater.tracking { bound.body }
        var groups: [WindowGroupContent] = []
        SceneResolution.collect(scenes, into: &groups)
        guard groups.indices.contains(index) else { return AnyView(EmptyView()) }
        return ApplicationDelegateAdaptors.placingDelegate(in: groups[index].content)
    }
}
