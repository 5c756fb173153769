import Foundation
import TandemUIKit

/// Extends the modified view into the safe area on the given edges: where
/// its frame reaches the safe area's edge, it grows to the edge of the
/// area left when `regions` are not respected (the hosting view's edge for
/// the container region, the keyboard's top for the keyboard region alone).
/// Its parent lays it out as before.
struct SafeAreaIgnoringModifier: ViewModifier, SingleItemModifier {
    typealias Body = Never
    let regions: SafeAreaRegions
    let edges: Edge.Set

    func updateNode<Content: View>(_ updater: NodeUpdater, content: Content) {
        let (driver, isNew) = updater.layoutDriver(SafeAreaIgnoringDriver.self) {
            SafeAreaIgnoringDriver(updater, regions: regions, edges: edges)
        }
        if isNew {
            updater.invalidateLayout()
        } else {
            if driver.edges != edges || driver.regions != regions {
                // What the node extends into is one of its subtree's
                // translation facts (``TranslationFacts``).
                updater.subtreeDidChange()
                updater.invalidateLayout()
            }
            driver.edges = edges
            driver.regions = regions
        }
        updater.reconcile(single: content)
    }
}

/// Places the content in the frame extended into the safe area.
@MainActor
final class SafeAreaIgnoringDriver: LayoutDriver {
    private weak var node: ViewNode?
    var regions: SafeAreaRegions
    var edges: Edge.Set

    init(_ updater: NodeUpdater, regions: SafeAreaRegions, edges: Edge.Set) {
        node = updater.graphNode
        self.regions = regions
        self.edges = edges
    }

    /// The node it reads is its own (a renewed node stays the same), and
    /// its regions and edges are set by every update.
    var carriesNothingPerIdentity: Bool { true }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        GroupLayout.sizeThatFits(proposal, items: subviews.nodes)
    }

    /// Placed by its bounds alone while the host has no insets in its
    /// regions (``safeAreaRegionsExtendedInto``): then nothing is extended.
    var placesByBoundsAlone: Bool { true }

    /// The ignored regions, when any edge is.
    var safeAreaRegionsExtendedInto: SafeAreaRegions { edges.isEmpty ? [] : regions }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        let frame = node?.frameExtendedIntoSafeArea(bounds, regions: regions, edges: edges) ?? bounds
        GroupLayout.place(items: subviews.nodes, in: frame, proposal: ProposedViewSize(frame.size))
    }

    func explicitAlignment(
        _ guide: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews
    ) -> CGFloat? {
        nil
    }

    func spacing(subviews: LayoutSubviews) -> ViewSpacing { ViewSpacing() }

    func subviewsDidChange() {}
}

extension View {
    /// Extends this view into the safe area of `regions` on `edges`: where
    /// its frame reaches the safe area's edge it grows over the container's
    /// insets (`.container`) or the keyboard (`.keyboard`), so that a
    /// content ignoring `.keyboard` is not moved up by the keyboard.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(SafeAreaIgnoringModifier(regions: regions, edges: edges))
    }

    /// Extends this view into the safe area (every region) on `edges` (the older name).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        modifier(SafeAreaIgnoringModifier(regions: .all, edges: edges))
    }
}
