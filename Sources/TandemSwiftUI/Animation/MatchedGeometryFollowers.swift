import Foundation
import TandemGraphics
import TandemUIKit

/// The non-source views of `matchedGeometryEffect` (`isSource: false`)
/// shown at the same time as a source of their key: each takes the
/// source's frame (its position and size, as `properties` says, about its
/// anchor), as SwiftUI places it. After every layout of the graph the
/// follower's views get the transform that shows them at the source's
/// window frame; the layout runs in the update's animation, so a follower
/// slides to its new source when the key it follows changes (a selected
/// tab's underline). A follower with no source shown keeps its own frame.
@MainActor
struct MatchedGeometryFollowers {
    /// A follower view: the transform set on it, and its own under it.
    private struct Entry {
        weak var view: UIView?
        let set: CGAffineTransform
        let own: CGAffineTransform
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// Places the followers in `root`'s subtree over their sources.
    mutating func follow(in root: ViewNode) {
        var sources: [MatchedGeometry.Key: CGRect] = [:]
        var followers: [(node: ViewNode, geometry: MatchedGeometry)] = []
        for (node, geometry) in MatchedGeometryMoves.matchedNodes(in: root) {
            if geometry.isSource {
                guard sources[geometry.key] == nil else { continue }
                let views = node.topLevelPlatformViews.filter { $0.window != nil }
                sources[geometry.key] = MatchedGeometryMoves.windowFrame(of: views)
            } else {
                followers.append((node, geometry))
            }
        }
        guard !followers.isEmpty || !entries.isEmpty else { return }
        var following: Set<ObjectIdentifier> = []
        for (node, geometry) in followers {
            guard let source = sources[geometry.key] else { continue }
            let views = node.topLevelPlatformViews.filter { $0.window != nil }
            // Each view's own transform: the one the graph gave it, under the one set here.
            let owns = views.map { view in
                entries[ObjectIdentifier(view)].flatMap { $0.set == view.transform ? $0.own : nil } ?? view.transform
            }
            guard let own = Self.untransformedWindowFrame(of: views) else { continue }
            let map = MatchedGeometryMoves.map(from: own, to: source, geometry)
            for (view, base) in zip(views, owns) {
                let transform = MatchedGeometryMoves.transform(for: view, windowMap: map, own: base)
                if view.transform != transform { view.transform = transform }
                entries[ObjectIdentifier(view)] = Entry(view: view, set: transform, own: base)
                following.insert(ObjectIdentifier(view))
            }
        }
        // Views that no longer follow a source go back to their own transforms.
        for (id, entry) in entries where !following.contains(id) {
            if let view = entry.view, view.transform == entry.set { view.transform = entry.own }
            entries[id] = nil
        }
    }

    /// The union of `views`' frames in window coordinates as their own
    /// transforms were identity (their centers and bounds; their
    /// ancestors' transforms count); nil for none.
    private static func untransformedWindowFrame(of views: [UIView]) -> CGRect? {
        let frames = views.map { view in
            let size = view.bounds.size
            let frame = CGRect(
                x: view.center.x - size.width / 2, y: view.center.y - size.height / 2, width: size.width,
                height: size.height)
            return view.superview?.convert(frame, to: nil) ?? frame
        }
        guard let first = frames.first else { return nil }
        return frames.dropFirst().reduce(first) { $0.union($1) }
    }
}
