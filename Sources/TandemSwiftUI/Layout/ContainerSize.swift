import Foundation

/// The size of a container `containerRelativeFrame` measures against: a
/// scroll view's visible size, or the size the graph's root is laid out in.
/// The container writes it when it is placed (not while it is measured,
/// when proposals are only tries); the views that follow it are measured
/// again when it changes. One per container, compared by identity.
@MainActor
final class ContainerSize: Equatable {
    private struct Follower {
        weak var node: ViewNode?
    }

    private var followers: [Follower] = []

    /// The container's size; a change makes the views that follow it measure again.
    var size: CGSize = .zero {
        didSet {
            guard size != oldValue else { return }
            followers.removeAll { $0.node == nil }
            for follower in followers { follower.node?.invalidateLayout() }
        }
    }

    /// Measures `node` again whenever the size changes.
    func follow(_ updater: NodeUpdater) {
        let node = updater.graphNode
        guard !followers.contains(where: { $0.node === node }) else { return }
        followers.removeAll { $0.node == nil }
        followers.append(Follower(node: node))
    }

    nonisolated static func == (lhs: ContainerSize, rhs: ContainerSize) -> Bool { lhs === rhs }
}

extension EnvironmentValues {
    private struct ContainerSizeKey: EnvironmentKey {
        static var defaultValue: ContainerSize? { nil }
    }

    /// The nearest scroll view's size (nil outside scroll views: the root's is used).
    var containerSize: ContainerSize? {
        get { self[ContainerSizeKey.self] }
        set { self[ContainerSizeKey.self] = newValue }
    }
}
