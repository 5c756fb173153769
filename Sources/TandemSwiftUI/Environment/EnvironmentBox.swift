import Observation

/// Where a bound `@Environment` finds its node's environment.
final class EnvironmentBox {
    weak var node: ViewNode?

    init(node: ViewNode) { self.node = node }
}
