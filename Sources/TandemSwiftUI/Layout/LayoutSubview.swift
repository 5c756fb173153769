public import Foundation
import TandemSupport

/// One subview of a layout container, as the layout sees it: it can be
/// measured for any proposal and must be placed once per placement pass.
public struct LayoutSubview: Equatable {
    let node: ViewNode

    init(node: ViewNode) { self.node = node }

    /// The size the subview chooses for `proposal`; zero (reported) for a
    /// subview kept past the life of its view.
    @MainActor public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        guard isLive else { return .zero }
        return node.sizeThatFits(proposal)
    }

    /// The subview's size and guides for `proposal`.
    @MainActor public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: sizeThatFits(proposal), node: node, proposal: proposal)
    }

    /// The subview's layout priority (`.layoutPriority(_:)`, 0 by default).
    @MainActor public var priority: Double { node.traitLayoutPriority }

    /// The spacing the subview wants around it.
    @MainActor public var spacing: ViewSpacing { node.viewSpacing }

    /// Places the subview: its `anchor` point goes to `position`, at the
    /// size it chooses for `proposal`. A subview kept past the life of its
    /// view is not placed (reported).
    @MainActor public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        guard isLive else { return }
        let size = node.sizeThatFits(proposal)
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        node.place(in: CGRect(origin: origin, size: size), proposal: proposal)
    }

    /// The value a child set for `key` with `.layoutValue(key:value:)`.
    @MainActor public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        guard let stored = node.traitLayoutValue(ObjectIdentifier(key)), let value = stored as? K.Value else {
            return K.defaultValue
        }
        return value
    }

    /// Whether the subview's view is still in its hierarchy. A layout may
    /// keep its subviews in a property past its pass, and its view may have
    /// gone since (the graph that measured it, too): measuring or placing
    /// it then would reach a graph that is no more.
    @MainActor private var isLive: Bool {
        guard node.isDismantled else { return true }
        Diagnostics.reportOnce(
            "Layout", id: "dismantled LayoutSubview",
            "a LayoutSubview was used after its view left the hierarchy (kept past its layout pass): it measures as zero and is not placed"
        )
        return false
    }

    /// The same subview.
    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.node === rhs.node }
}
