import Foundation

/// An anchor's view and geometry: resolved to window coordinates from the
/// view's placed frame when an ancestor reads it during layout.
struct AnchorSource: Equatable {
    enum Kind: Equatable {
        case bounds
        case rect(CGRect)
        case unitPoint(UnitPoint)
        case point(CGPoint)
    }

    weak var node: ViewNode?
    let kind: Kind

    /// The anchor of the node `updater` updates.
    @MainActor init(_ updater: NodeUpdater, kind: Kind) {
        node = updater.graphNode
        self.kind = kind
    }

    static func == (lhs: AnchorSource, rhs: AnchorSource) -> Bool { lhs.node === rhs.node && lhs.kind == rhs.kind }

    /// The anchor in window coordinates (a point is a zero-size rectangle).
    @MainActor func resolve() -> CGRect? {
        guard let node, let frame = node.globalFrame else { return nil }
        switch kind {
        case .bounds: return frame
        case .rect(let rect): return rect.offsetBy(dx: frame.minX, dy: frame.minY)
        case .unitPoint(let unit):
            return CGRect(
                x: frame.minX + unit.x * frame.width, y: frame.minY + unit.y * frame.height, width: 0, height: 0)
        case .point(let point): return CGRect(x: frame.minX + point.x, y: frame.minY + point.y, width: 0, height: 0)
        }
    }
}
