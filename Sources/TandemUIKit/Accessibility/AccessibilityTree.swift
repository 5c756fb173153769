import Foundation
import TandemSupport

/// Reads a view's accessibility tree as assistive technology and UI
/// automation see it, following UIKit's rules:
///
/// - hidden views, views drawn transparent, and everything inside an
///   object whose ``UIResponder/accessibilityElementsHidden`` is set, are left out;
/// - an element (``UIResponder/isAccessibilityElement``) is a leaf: what is
///   inside it is part of it;
/// - a container's elements are its ``UIResponder/accessibilityElements``
///   when set, else its subviews, back to front;
/// - a visible subview with ``UIResponder/accessibilityViewIsModal`` hides
///   its siblings (the frontmost such subview wins);
/// - a table's or collection view's cells are read in the order of their
///   rows (top to bottom, then leading to trailing), whatever their subview order;
/// - a view that is not an element is a node of its own only when it
///   means something to automation (a table, a cell, a navigation bar, an
///   alert, a window, a scroll view; or any view with an identifier);
///   otherwise its elements join its container's.
package enum AccessibilityTree {
    /// The tree of `view` (its own node at the root, whatever it is).
    @MainActor package static func snapshot(of view: UIView) -> AccessibilityNode {
        let object: UIResponder = view
        let role = object.accessibilityRole.resolved(with: object.accessibilityTraits)
        let isElement = object.isAccessibilityElement
        return AccessibilityNode(
            object: view, role: role, isElement: isElement, children: isElement ? [] : contents(of: view))
    }

    /// The tree of an application showing `windows`: the application at
    /// the root (its frame: the windows' screen area), a node per window below it, back to front.
    @MainActor package static func snapshot(ofApplicationWindows windows: [UIWindow]) -> AccessibilityNode {
        let children = windows.filter { !$0.isHidden }.map { snapshot(of: $0) }
        let frame = children.reduce(CGRect.null) { $0.union($1.frame) }
        return AccessibilityNode(
            object: UIApplication.shared, role: .application, isElement: false, children: children,
            frame: frame.isNull ? .zero : frame)
    }

    /// The nodes `object` contributes to its container.
    @MainActor static func nodes(for object: UIResponder) -> [AccessibilityNode] {
        StackSpace.withSufficientStack { nodesOnStack(for: object) }
    }

    @MainActor private static func nodesOnStack(for object: UIResponder) -> [AccessibilityNode] {
        if let view = object as? UIView, view.isHidden || view.alpha < 0.01 { return [] }
        let traits = object.accessibilityTraits
        let classRole = object.accessibilityRole
        if object.isAccessibilityElement {
            return [
                AccessibilityNode(object: object, role: classRole.resolved(with: traits), isElement: true, children: [])
            ]
        }
        let children = contents(of: object)
        let identified = !(object.accessibilityIdentifier ?? "").isEmpty
        guard classRole != .unspecified || identified else { return children }
        let role = classRole == .unspecified ? AccessibilityRole.other : classRole
        return [AccessibilityNode(object: object, role: role, isElement: false, children: children)]
    }

    /// What a container holds, in reading order.
    @MainActor package static func contents(of object: UIResponder) -> [AccessibilityNode] {
        if object.accessibilityElementsHidden { return [] }
        if let elements = object.accessibilityElements {
            return ordered(
                elements.flatMap { element -> [AccessibilityNode] in
                    guard let responder = element as? UIResponder else { return [] }
                    return nodes(for: responder)
                })
        }
        guard let view = object as? UIView else { return [] }
        return contents(ofSubviewsOf: view)
    }

    /// What `view`'s subviews hold, in reading order, whatever its
    /// ``UIResponder/accessibilityElements`` say (a view that lists its
    /// elements from what its subviews hold asks this).
    @MainActor package static func contents(ofSubviewsOf view: UIView) -> [AccessibilityNode] {
        var subviews = view.subviews
        if let modal = subviews.last(where: { $0.accessibilityViewIsModal && !$0.isHidden && $0.alpha >= 0.01 }) {
            subviews = [modal]
        }
        var found = subviews.flatMap { nodes(for: $0) }
        if view.accessibilityRole == .table || view.accessibilityRole == .collectionView {
            // Reused cells sit in any subview order; they are read in the order of their rows.
            found = found.enumerated().sorted { a, b in
                let p = a.element.frame, q = b.element.frame
                return p.minY != q.minY ? p.minY < q.minY : p.minX != q.minX ? p.minX < q.minX : a.offset < b.offset
            }.map(\.element)
        }
        return ordered(found)
    }

    /// `nodes` in reading order: higher sort priorities first, in their
    /// order otherwise (SwiftUI's `accessibilitySortPriority`).
    static func ordered(_ nodes: [AccessibilityNode]) -> [AccessibilityNode] {
        guard nodes.contains(where: { $0.sortPriority != 0 }) else { return nodes }
        return nodes.enumerated().sorted { a, b in
            a.element.sortPriority != b.element.sortPriority
                ? a.element.sortPriority > b.element.sortPriority : a.offset < b.offset
        }.map(\.element)
    }
}

extension UIView {
    /// The accessibility tree of this view as text, a line per element or
    /// container, indented by depth ("Button, {{20.0, 100.0}, {80.0,
    /// 44.0}}, label: 'Go'"), after the pending commit. A Tandem addition
    /// for debugging and for snapshot tests of accessibility; the frames
    /// are in screen coordinates.
    public func tandemAccessibilityHierarchy() -> String {
        Commit.run()
        return AccessibilityTree.snapshot(of: self).treeDescription
    }
}
