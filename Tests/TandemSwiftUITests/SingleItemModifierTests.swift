import Foundation
import SwiftUI
import TandemTestSupport
import Testing

@testable import TandemSwiftUI

/// `background` and `overlay` take their content as one subview: a view
/// that always is one (a leaf, a stack, a view under a layout modifier,
/// `ignoresSafeArea` or another background) is their child directly; only a
/// list of views is wrapped in a ``SingleItem`` node.
@MainActor
@Suite struct SingleItemModifierTests {
    private func children(of view: some View) throws -> [ViewNode] {
        let graph = ViewGraph(environment: EnvironmentValues())
        graph.setRootView(view)
        let root = try #require(graph.root)
        return root.children
    }

    private func isSingleItem(_ node: ViewNode) -> Bool {
        String(describing: type(of: node.view)).hasPrefix("SingleItem<")
    }

    /// A color behind a view fills it ignoring the safe area: that modified
    /// shape is one subview, and so is a view with a background of its own.
    @Test func aColorBackgroundAndANestedBackgroundNeedNoWrapper() throws {
        let colored = try children(of: Text("a").background(Color.red))
        #expect(colored.count == 2)
        #expect(!colored.contains(where: isSingleItem))

        let nested = try children(of: Text("a").background(Color.red).overlay(Text("b").background(Color.blue)))
        #expect(nested.count == 2)
        #expect(!nested.contains(where: isSingleItem))
    }

    /// Several views as a background are one subview only inside a wrapper.
    @Test func aListOfViewsIsWrapped() throws {
        let several = try children(
            of: Text("a").background {
                Text("b")
                Text("c")
            })
        #expect(several.count == 2)
        #expect(several.filter(isSingleItem).count == 1)
    }

    /// Without the wrapper, a color background still fills its view, and
    /// a background of a padded background is sized to the padded view.
    @Test func unwrappedBackgroundsFillTheirViews() throws {
        let content = Color.clear.frame(width: 20, height: 10).background(Color.red).padding(5).background(Color.blue)
            .frame(width: 40, height: 30).background(Color.white)
        let image = try #require(ImageRenderer(content: content).cgImage)
        let scale = image.width / 40
        func color(_ x: Int, _ y: Int) -> RGBA { image.pixel(x * scale, y * scale) }
        // The red view is 20×10 at the center, (10, 10)...(30, 20); the blue
        // one 5 points larger on each side; white around it.
        #expect(color(20, 15).isClose(to: RGBA(255, 59, 48, 255), tolerance: 3))
        #expect(color(11, 11).isClose(to: RGBA(255, 59, 48, 255), tolerance: 3))
        #expect(color(7, 15).isClose(to: RGBA(0, 122, 255, 255), tolerance: 3))
        #expect(color(20, 6).isClose(to: RGBA(0, 122, 255, 255), tolerance: 3))
        #expect(color(2, 15).isClose(to: RGBA(255, 255, 255, 255), tolerance: 3))
        #expect(color(20, 2).isClose(to: RGBA(255, 255, 255, 255), tolerance: 3))
    }
}
