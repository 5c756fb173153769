/// A custom view whose body is a list of views, inside a container that
/// shows the list's elements itself (a `List` makes each row in a cell of
/// its own).
///
/// Its node is the custom view's identity: it keeps the view's state,
/// binds its dynamic properties and runs its body, recording what the body
/// reads; the container enumerates the body it kept (``ViewListResolver``).
/// The node draws nothing and has no children but the nodes of custom
/// views found in its body. When something the body read changes, the
/// container is invalidated with it (``ViewListBodyMarker``): the container
/// enumerates its content again, and this node evaluates its body then.
struct ViewListBody<Content: View>: View {
    let content: Content

    /// Never called: a primitive view.
    var body: Never { primitiveBodyCalled(Self.self) }
}

extension ViewListBody: PrimitiveView {
    func updateNode(_ updater: NodeUpdater) {
        updater.setGroup()
        // The views of the body get their nodes (this node's children)
        // from the container's resolver, which enumerates them.
        updater.keepChildren()
        let body = updater.evaluateBody(content)
        updater.primitiveStorage { ViewListBodyStorage(body: body) }.body = body
    }
}

/// A type whose nodes pass their invalidations on to the container that
/// enumerates them (a fact of the type, kept by ``NodeEvaluator``).
protocol ViewListBodyMarker {}

extension ViewListBody: ViewListBodyMarker {}

/// The body a ``ViewListBody`` node evaluated last.
final class ViewListBodyStorage {
    var body: any View

    init(body: any View) {
        self.body = body
    }
}
