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

/// ``graphNode(in:where:)`` found no node.
enum GraphNodeSearchError: Error { case noMatch }
