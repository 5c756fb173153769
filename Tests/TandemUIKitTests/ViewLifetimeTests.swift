import Foundation
import Testing

@testable import TandemUIKit

/// A view's layer, its superview's list of subviews to lay out, a subview's
/// superview and a sublayer's superlayer and root reach their objects
/// without counting a reference; these tests hold the lifetimes that makes safe.
@MainActor
@Suite struct ViewLifetimeTests {
    final class Delegate: NSObject, CALayerDelegate {}

    @Test func aLayerThatOutlivesItsViewHasNoDelegate() {
        var view: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let layer = view!.layer
        #expect(layer.delegate === view)
        view = nil
        #expect(layer.delegate == nil)
    }

    @Test func aDelegateSetOnAViewsLayerIsAskedAndHeldWeakly() {
        let view = UIView()
        var delegate: Delegate? = Delegate()
        view.layer.delegate = delegate
        #expect(view.layer.delegate === delegate)
        delegate = nil
        // Gone: the view answers again.
        #expect(view.layer.delegate === view)
    }

    @Test func aMarkedSubviewThatIsRemovedIsReleased() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        weak var released: UIView?
        do {
            let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            parent.addSubview(child)
            child.setNeedsLayout()
            #expect(parent.pendingLayoutSubviews.contains { $0.view === child })
            child.removeFromSuperview()
            #expect(!parent.pendingLayoutSubviews.contains { $0.view === child })
            released = child
        }
        #expect(released == nil)
        parent.layoutIfNeeded()
    }

    @Test func aMarkedSubviewMovedToAnotherParentIsLaidOutThere() {
        let first = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let second = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        first.addSubview(child)
        first.layoutIfNeeded()
        let before = child.layouts
        child.setNeedsLayout()
        second.addSubview(child)
        first.layoutIfNeeded()
        #expect(child.layouts == before)
        second.layoutIfNeeded()
        #expect(child.layouts == before + 1)
    }

    final class CountingView: UIView {
        var layouts = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
        }
    }

    @Test func aSubviewWhosePendingSuperviewWentAwayIsLaidOutInItsNextOne() {
        let child = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        do {
            let gone = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            gone.addSubview(child)
            child.setNeedsLayout()
        }
        let next = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        next.addSubview(child)
        next.layoutIfNeeded()
        let before = child.layouts
        child.setNeedsLayout()
        next.layoutIfNeeded()
        #expect(child.layouts == before + 1)
    }

    @Test func aSubviewThatOutlivesItsSuperviewHasNone() {
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let grandchild = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        child.addSubview(grandchild)
        weak var released: UIView?
        do {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            parent.addSubview(child)
            #expect(child.superview === parent)
            released = parent
        }
        #expect(released == nil)
        #expect(child.superview == nil)
        #expect(child.layer.superlayer == nil)
        // The subtree works as a tree of its own: its root is its top layer.
        #expect(grandchild.layer.rootLayer === child.layer)
        #expect(grandchild.superview === child)
        let next = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        next.addSubview(child)
        #expect(grandchild.layer.rootLayer === next.layer)
        #expect(child.superview === next)
    }

    @Test func aSublayerThatOutlivesItsRootForgetsIt() {
        let middle = CALayer()
        let leaf = CALayer()
        middle.addSublayer(leaf)
        weak var released: CALayer?
        do {
            let root = CALayer()
            root.addSublayer(middle)
            // Asking remembers the root in the leaf and the layer between.
            #expect(leaf.rootLayer === root)
            released = root
        }
        #expect(released == nil)
        #expect(middle.superlayer == nil)
        #expect(leaf.superlayer === middle)
        #expect(leaf.rootLayer === middle)
        #expect(middle.rootLayer === middle)
    }
}
