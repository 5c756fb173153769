import Foundation
import TandemTestSupport
import Testing
import UIKit

/// A view that counts its layouts, so the test can see every level was laid out.
final class CountingView: UIView {
    nonisolated(unsafe) static var layouts = 0

    override func layoutSubviews() {
        super.layoutSubviews()
        CountingView.layouts += 1
    }
}

@MainActor
@Suite struct DeepHierarchyTests {
    /// Declarative modifier chains make deep trees: 10,000 nested views must
    /// lay out, move between windows and render in a debug build without
    /// exhausting the stack.
    @Test func tenThousandLevelsLayOutAndRender() {
        let depth = 10_000
        let root = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var deepest: UIView = root
        for level in 1..<depth {
            let view = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            if level == depth - 1 { view.backgroundColor = .red }
            deepest.addSubview(view)
            deepest = view
        }
        // Auto Layout at the bottom of the chain.
        let leaf = UIView()
        leaf.backgroundColor = .blue
        leaf.translatesAutoresizingMaskIntoConstraints = false
        deepest.addSubview(leaf)
        NSLayoutConstraint.activate([
            leaf.leadingAnchor.constraint(equalTo: deepest.leadingAnchor, constant: 10),
            leaf.topAnchor.constraint(equalTo: deepest.topAnchor, constant: 10),
            leaf.widthAnchor.constraint(equalToConstant: 20),
            leaf.heightAnchor.constraint(equalToConstant: 20),
        ])
        let window = makeWindow(width: 200, height: 200)
        CountingView.layouts = 0
        window.addSubview(root)
        root.frame.size = CGSize(width: 150, height: 150)
        let image = window.tandemSnapshot()
        #expect(CountingView.layouts >= depth)
        #expect(deepest.frame.size == CGSize(width: 150, height: 150))
        #expect(leaf.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(image.pixel(140, 140) == RGBA(255, 0, 0, 255))
        #expect(image.pixel(20, 20) == RGBA(0, 0, 255, 255))
        // Hit-testing reaches the bottom of the chain.
        #expect(window.hitTest(CGPoint(x: 20, y: 20), with: nil) === leaf)
        #expect(window.hitTest(CGPoint(x: 140, y: 140), with: nil) === deepest)

        // The same tree drawn through drawHierarchy, and moved out of the window.
        let copy = UIGraphicsImageRenderer(bounds: root.bounds).image { _ in
            root.drawHierarchy(in: root.bounds, afterScreenUpdates: true)
        }
        #expect(copy.pixel(140, 140) == RGBA(255, 0, 0, 255))
        root.removeFromSuperview()
        #expect(deepest.window == nil)
    }
}
