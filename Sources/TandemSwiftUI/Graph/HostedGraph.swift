import Foundation

/// The graph of a host's root view, built the first time the host needs it:
/// the part every graph host shares.
///
/// Each host — the view of a `UIHostingController`, the content view of a
/// cell's `UIHostingConfiguration`, `ImageRenderer`'s render host — owns one
/// and adds only what is its own (safe areas and ideal sizes, self-sizing
/// rows, a fixed display scale). The contract:
/// - The content is built on first use — a layout pass or a size query —
///   from the root view and the host's ``ViewGraphHost/rootEnvironment``,
///   never before: a controller made and thrown away builds nothing.
/// - Every size query and layout first brings in the updates waiting for
///   the graph (``prepare()``), so an answer never reflects a stale state.
/// - A new root view or root environment before the content exists is only
///   remembered; after, it updates the same graph, so state survives.
/// - ``tearDown()`` ends the content (the host's `deinit` calls it).
@MainActor
final class HostedGraph {
    /// The graph itself; hosts read its root and schedule work on it.
    let graph: ViewGraph
    private var rootView: any View
    /// Whether the content was built.
    private(set) var isBuilt = false

    /// A graph of `rootView`; its host sets itself as the graph's
    /// ``ViewGraph/host`` (held weakly) once it is initialized.
    init(rootView: any View) {
        self.rootView = rootView
        graph = ViewGraph(environment: EnvironmentValues())
    }

    /// Replaces the root view: in the next update phase when `deferred`
    /// (a hosting controller's `rootView`), else at once (a cell's new
    /// configuration, measured right after).
    func setRootView(_ view: any View, deferred: Bool) {
        rootView = view
        guard isBuilt else { return }
        if deferred {
            graph.setPendingRoot(view)
        } else {
            graph.setRootView(view)
        }
    }

    /// The host's root environment changed (traits, an inherited
    /// environment, an edit mode): built content reads it again.
    func rootEnvironmentDidChange() {
        guard isBuilt, let host = graph.host else { return }
        graph.setRootEnvironment(host.rootEnvironment)
    }

    /// The graph with its content built and waiting updates applied: what
    /// every size query and layout starts from.
    @discardableResult
    func prepare() -> ViewGraph {
        if !isBuilt {
            isBuilt = true
            graph.setRootEnvironment(graph.host?.rootEnvironment ?? EnvironmentValues())
            graph.setRootView(rootView)
        }
        graph.performUpdates()
        return graph
    }

    /// The content's size for `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        prepare().sizeThatFits(proposal)
    }

    /// Lays the content out in `rect` of the host's container view.
    func layout(in rect: CGRect) {
        prepare().layout(in: rect)
    }

    /// Ends the content: representables are dismantled, disappear actions
    /// run, tasks are cancelled, subscriptions end.
    func tearDown() {
        graph.tearDown()
    }
}
