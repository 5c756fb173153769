import Foundation
import SwiftUI
import Testing

@testable import TandemSwiftUI

/// A primitive declares its node's role and children through its
/// `NodeUpdater`; what it leaves undeclared takes the default (a group
/// with no children) when its update ends.
@MainActor
@Suite struct NodeUpdaterTests {
    /// What the probe's update declares.
    enum Declaration {
        case nothing
        case twoTexts
        case keepChildren
        case layout
        case layoutAndNoChildren
    }

    /// A primitive whose update declares what `declaration` says.
    struct Probe: View, PrimitiveView {
        var declaration: Declaration

        var body: Never { primitiveBodyCalled(Self.self) }

        func updateNode(_ updater: NodeUpdater) {
            switch declaration {
            case .nothing: break
            case .twoTexts: updater.reconcile([(.index(0), Text("a")), (.index(1), Text("b"))])
            case .keepChildren: updater.keepChildren()
            case .layout:
                updater.setLayout(VStackLayout())
                updater.keepChildren()
            case .layoutAndNoChildren: updater.setLayout(VStackLayout())
            }
        }
    }

    private func root(_ graph: ViewGraph) throws -> ViewNode {
        try #require(graph.root)
    }

    private func isGroup(_ node: ViewNode) -> Bool {
        if case .group = node.role { return true }
        return false
    }

    private func isLayout(_ node: ViewNode) -> Bool {
        if case .layout = node.role { return true }
        return false
    }

    @Test func undeclaredChildrenAreNoneAndAnUndeclaredRoleIsAGroup() throws {
        let graph = ViewGraph(environment: EnvironmentValues())
        graph.setRootView(Probe(declaration: .twoTexts))
        let node = try root(graph)
        let texts = node.children
        #expect(texts.count == 2)
        #expect(isGroup(node))
        // An update that says nothing of its children has none: the old ones go.
        graph.setRootView(Probe(declaration: .nothing))
        #expect(node.children.isEmpty)
        #expect(texts.allSatisfy { $0.isDismantled })
        #expect(isGroup(node))
    }

    @Test func keptChildrenStayAsTheyAre() throws {
        let graph = ViewGraph(environment: EnvironmentValues())
        graph.setRootView(Probe(declaration: .twoTexts))
        let node = try root(graph)
        let texts = node.children
        graph.setRootView(Probe(declaration: .keepChildren))
        #expect(node.children.count == 2)
        #expect(zip(node.children, texts).allSatisfy { $0 === $1 })
        #expect(!texts.contains { $0.isDismantled })
    }

    @Test func aRoleIsKeptOnlyWhileItIsDeclared() throws {
        let graph = ViewGraph(environment: EnvironmentValues())
        graph.setRootView(Probe(declaration: .twoTexts))
        let node = try root(graph)
        graph.setRootView(Probe(declaration: .layout))
        #expect(isLayout(node))
        #expect(node.children.count == 2)
        // The layout again, with no children declared: the children go, the layout stays.
        graph.setRootView(Probe(declaration: .layoutAndNoChildren))
        #expect(isLayout(node))
        #expect(node.children.isEmpty)
        // Nothing declared: back to a group.
        graph.setRootView(Probe(declaration: .nothing))
        #expect(isGroup(node))
    }
}
