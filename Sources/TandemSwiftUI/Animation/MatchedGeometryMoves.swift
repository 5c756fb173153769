import Foundation
import TandemGraphics
import TandemUIKit

/// The moves `matchedGeometryEffect` makes in one animated update: the
/// matched views it removes are noted with their window frames before they
/// are dismantled; each matched view it inserts, once placed, starts at the
/// frame of the removed view of its key and moves to its own, while the
/// removed view (on screen for its removal transition) moves toward the
/// inserted one's frame — so the two look like one view moving, as in
/// SwiftUI. The moves are transforms of the views (their layers scale to
/// the other frame's size, as a geometry effect does) in the update's
/// animation.
@MainActor
struct MatchedGeometryMoves {
    /// A matched view a change removed.
    private struct Departed {
        let geometry: MatchedGeometry
        let views: [UIView]
        let frame: CGRect
    }

    private var departed: [MatchedGeometry.Key: Departed] = [:]

    /// Whether no matched view was removed.
    var isEmpty: Bool { departed.isEmpty }

    /// Forgets the removed views (the update's layout is over).
    mutating func removeAll() {
        if !departed.isEmpty { departed = [:] }
    }

    /// Notes the matched views inside `node`, which a change that animates
    /// removes (called before it is dismantled).
    mutating func noteDeparture(of node: ViewNode) {
        for (matched, geometry) in Self.matchedNodes(in: node) {
            let views = matched.topLevelPlatformViews.filter { $0.window != nil }
            guard let frame = Self.windowFrame(of: views) else { continue }
            departed[geometry.key] = Departed(geometry: geometry, views: views, frame: frame)
        }
    }

    /// Moves the matched views inside `node` (inserted and just placed)
    /// from the frames of the removed views of their keys, and those toward
    /// them; `animate` runs a change in the update's animation.
    mutating func moveInsertion(of node: ViewNode, animate: (() -> Void) -> Void) {
        for (matched, geometry) in Self.matchedNodes(in: node) {
            guard let gone = departed.removeValue(forKey: geometry.key) else { continue }
            let views = matched.topLevelPlatformViews.filter { $0.window != nil }
            guard let frame = Self.windowFrame(of: views) else { continue }
            let inward = Self.map(from: frame, to: gone.frame, geometry)
            let outward = Self.map(from: gone.frame, to: frame, gone.geometry)
            let leaving = gone.views.filter { $0.window != nil }
            let finals = views.map(\.transform)
            UIView.withoutEnclosingAnimation {
                for (view, final) in zip(views, finals) {
                    view.transform = Self.transform(for: view, windowMap: inward, own: final)
                }
            }
            animate {
                for (view, final) in zip(views, finals) { view.transform = final }
                for view in leaving {
                    view.transform = Self.transform(for: view, windowMap: outward, own: view.transform)
                }
            }
        }
    }

    /// The nodes in `root`'s subtree (itself included) that mark matched geometry.
    static func matchedNodes(in root: ViewNode) -> [(ViewNode, MatchedGeometry)] {
        var found: [(ViewNode, MatchedGeometry)] = []
        var stack = [root]
        while let node = stack.popLast() {
            if let geometry = node.matchedGeometry { found.append((node, geometry)) }
            stack.append(contentsOf: node.children)
        }
        return found
    }

    /// The union of `views`' frames in window coordinates; nil for none.
    static func windowFrame(of views: [UIView]) -> CGRect? {
        guard let first = views.first else { return nil }
        return views.dropFirst().reduce(first.convert(first.bounds, to: nil)) {
            $0.union($1.convert($1.bounds, to: nil))
        }
    }

    /// The map of window space that shows what lies at `from` at `to`: the
    /// anchor point moved (with `.position`) and the size scaled about it
    /// (with `.size`).
    static func map(from: CGRect, to: CGRect, _ geometry: MatchedGeometry) -> CGAffineTransform {
        let anchor = geometry.anchor
        let start = CGPoint(x: from.minX + anchor.x * from.width, y: from.minY + anchor.y * from.height)
        var end = start
        if geometry.properties.contains(.position) {
            end = CGPoint(x: to.minX + anchor.x * to.width, y: to.minY + anchor.y * to.height)
        }
        var scaleX: CGFloat = 1
        var scaleY: CGFloat = 1
        if geometry.properties.contains(.size), from.width > 0, from.height > 0 {
            // A scale of exactly 0 cannot be inverted: Core Animation interpolates decomposed transforms.
            scaleX = max(to.width / from.width, 0.0001)
            scaleY = max(to.height / from.height, 0.0001)
        }
        return CGAffineTransform(translationX: -start.x, y: -start.y)
            .concatenating(CGAffineTransform(scaleX: scaleX, y: scaleY))
            .concatenating(CGAffineTransform(translationX: end.x, y: end.y))
    }

    /// The transform that shows `view` mapped by `windowMap` (a map of
    /// window space) after its own transform `own`.
    static func transform(for view: UIView, windowMap: CGAffineTransform, own: CGAffineTransform)
        -> CGAffineTransform
    {
        // A view's transform applies about its center, in its superview's
        // space: the window map is moved to that center.
        let center = view.superview?.convert(view.center, to: nil) ?? view.center
        let aboutCenter = CGAffineTransform(translationX: center.x, y: center.y)
            .concatenating(windowMap)
            .concatenating(CGAffineTransform(translationX: -center.x, y: -center.y))
        return own.concatenating(aboutCenter)
    }
}
