import Foundation
import TandemSupport
import TandemUIKit

// Collecting the UIKit views a node puts in its container, in drawing order.
extension ViewNode {

    /// The UIKit views this node puts in its container: its effect view,
    /// its leaf's view, or its children's, in drawing order.
    var topLevelPlatformViews: [UIView] {
        if let effectView { return [effectView] }
        if case .leaf(let leaf) = role { return [leaf.platformView] }
        var views: [UIView] = []
        collectPlatformViews(into: &views)
        return views
    }

    /// The UIKit views directly inside this node's container, in drawing order:
    /// leaves' views and effect views, not descending into effects.
    func collectPlatformViews(into views: inout [UIView]) {
        if let platformViewsCache {
            Self.append(platformViewsCache, to: &views)
            return
        }
        var own: [UIView] = []
        collectPlatformViewsAnew(into: &own)
        platformViewsCache = own
        Self.append(own, to: &views)
    }

    /// Appends `more` to `views`; into an empty list, by sharing `more`'s
    /// storage. A container's list is its only child's, and that child's
    /// its child's, down to a `ForEach`: shared, a list of thousands of rows
    /// is not copied (each view retained, and released with the old copy)
    /// at every level whenever it changes.
    private static func append(_ more: [UIView], to views: inout [UIView]) {
        if views.isEmpty {
            views = more
        } else {
            views.append(contentsOf: more)
        }
    }

    /// ``collectPlatformViews(into:)`` without this node's cache (the
    /// children's caches are used, and filled).
    private func collectPlatformViewsAnew(into views: inout [UIView]) {
        if StackSpace.isLow { return StackSpace.onNewSegment { collectPlatformViewsAnew(into: &views) } }
        // Siblings draw by z-index, in order where equal (a stable sort, only when one is set).
        // A z-index is a trait: it is read through the modifiers around the view that set it.
        var hasZIndex = false
        for child in children where child.traitZIndex != 0 {
            hasZIndex = true
            break
        }
        let ordered =
            hasZIndex
            ? children.enumerated().sorted { ($0.element.traitZIndex, $0.offset) < ($1.element.traitZIndex, $1.offset) }
                .map(\.element)
            : children
        let start = views.count
        var oneEach = !hasZIndex
        for child in ordered {
            if let effect = child.effectView {
                views.append(effect)
            } else if case .leaf(let leaf) = child.role {
                views.append(leaf.platformView)
            } else {
                let before = views.count
                child.collectPlatformViews(into: &views)
                if views.count != before + 1 { oneEach = false }
            }
        }
        layoutState.platformViewsAlignWithChildren = oneEach && start == 0
    }

    /// Makes `views` the node's cache: what ``collectPlatformViews(into:)``
    /// would collect now, one view per child in order (``adoptRearranged(_:)``).
    func restorePlatformViews(_ views: [UIView]) {
        platformViewsCache = views
        layoutState.platformViewsAlignWithChildren = true
    }
}
