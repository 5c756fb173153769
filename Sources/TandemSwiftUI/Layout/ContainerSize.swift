import Foundation

/// The size of a container `containerRelativeFrame` measures against: a
/// scroll view's visible size, or the size the graph's root is laid out in.
/// The container writes it as it lays out, before its content is measured.
/// One per container, compared by identity.
final class ContainerSize: Equatable {
    var size: CGSize = .zero

    static func == (lhs: ContainerSize, rhs: ContainerSize) -> Bool { lhs === rhs }
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
