public import Foundation

/// The size and position of a `GeometryReader`, as its content sees them.
public struct GeometryProxy {
    /// The reader's size (the space its parent offered).
    public let size: CGSize
    /// The safe area insets of the reader within its hosting view.
    public let safeAreaInsets: EdgeInsets
    /// The reader's frame in window coordinates.
    let globalFrame: CGRect
    /// The window-coordinate origins of the named ancestors' coordinate spaces.
    let namedOrigins: [AnyHashable: CGPoint]
    /// Resolves anchors from the reader's space.
    let resolveAnchor: @MainActor (AnchorSource) -> CGRect?

    /// The reader's frame in `coordinateSpace`. A name no ancestor has is
    /// treated as the global space, as in SwiftUI.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local:
            return CGRect(origin: .zero, size: size)
        case .global:
            return globalFrame
        case .named(let name):
            guard let origin = namedOrigins[name] else { return globalFrame }
            return globalFrame.offsetBy(dx: -origin.x, dy: -origin.y)
        }
    }

    /// The rectangle an anchor stands for, in the reader's local coordinates.
    @MainActor public subscript(anchor: Anchor<CGRect>) -> CGRect {
        guard let global = resolveAnchor(anchor.source) else { return .zero }
        return global.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
    }

    /// The point an anchor stands for, in the reader's local coordinates.
    @MainActor public subscript(anchor: Anchor<CGPoint>) -> CGPoint {
        guard let global = resolveAnchor(anchor.source) else { return .zero }
        return CGPoint(x: global.minX - globalFrame.minX, y: global.minY - globalFrame.minY)
    }
}

extension GeometryProxy {
    /// Whether two proxies describe the same geometry (content must be re-evaluated otherwise).
    func sameGeometry(as other: GeometryProxy) -> Bool {
        size == other.size && globalFrame == other.globalFrame && safeAreaInsets == other.safeAreaInsets
            && namedOrigins == other.namedOrigins
    }
}
