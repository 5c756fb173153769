/// A hosting configuration's content under its row identity: what
/// `.id(identity)` does, except that a cell shown for a new row renews the
/// old row's nodes and UIKit views for the new identity when nothing in
/// them is bound to the old one (no state, lifecycle actions,
/// representables...: ``ViewNode/renewOnlyChild(as:showing:)`` says what
/// is checked and why it is safe), as a table reuses its cells. A row
/// that holds any of those is built afresh, as `.id` builds it.
struct HostedCellIdentity<Content: View>: View, PrimitiveView {
    let content: Content
    let identity: ChildKey

    var body: Never { primitiveBodyCalled(Self.self) }

    func updateNode(_ updater: NodeUpdater) {
        updater.setGroup()
        updater.reconcile(identity: identity, content: content)
    }
}

extension HostedCellIdentity: EnvironmentTransparent {}
