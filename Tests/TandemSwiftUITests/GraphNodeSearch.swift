import SwiftUI
import Testing

@testable import TandemSwiftUI

/// The first node of `controller`'s graph that `matches`, searched depth
/// first from the root (a node before its children).
@MainActor
func graphNode<Content: View>(
    in controller: UIHostingController<Content>, where matches: (ViewNode) -> Bool
) throws -> ViewNode {
    let graph = try #require(controller.view as? _UIHostingView<Content>).graph
    var pending = [try #require(graph.root)]
    while let node = pending.popLast() {
        if matches(node) { return node }
        pending.append(contentsOf: node.children)
    }
    Issue.record("no node of the graph matches")
    throw GraphNodeSearchError.noMatch
}

/// The memo of the first `VStack` of many subviews in `controller`'s graph
/// (``StackMemo/minimumSubviews``): a list's stack of rows.
@MainActor
func stackMemo<Content: View>(in controller: UIHostingController<Content>) throws -> StackMemo {
    var memo: StackMemo?
    _ = try graphNode(in: controller) { node in
        guard case .layout(let driver) = node.role, node.layoutItems.count >= StackMemo.minimumSubviews else {
            return false
        }
        memo = (driver as? LayoutBox<VStackLayout>)?.stackMemo
        return memo != nil
    }
    return try #require(memo)
}

/// ``graphNode(in:where:)`` found no node.
enum GraphNodeSearchError: Error { case noMatch }
