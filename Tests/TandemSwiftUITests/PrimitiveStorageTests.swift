import Foundation
import Testing

@testable import TandemSwiftUI

/// What a primitive keeps between updates is typed and checked.
@MainActor
@Suite struct PrimitiveStorageTests {
    final class Kept {
        var updates = 0
    }

    final class Other {}

    private func node(in graph: ViewGraph) -> ViewNode {
        ViewNode(graph: graph, parent: nil, key: .single, view: EmptyView(), environment: EnvironmentValues())
    }

    @Test func storageIsMadeOnceAndKeptPerNode() {
        let graph = ViewGraph(environment: EnvironmentValues())
        let first = node(in: graph), second = node(in: graph)
        #expect(first.primitiveStorage(ifKept: Kept.self) == nil)
        var made = 0
        let kept = first.primitiveStorage {
            made += 1; return Kept()
        }
        kept.updates += 1
        #expect(
            first.primitiveStorage {
                made += 1; return Kept()
            } === kept)
        #expect(made == 1)
        #expect(first.primitiveStorage(ifKept: Kept.self)?.updates == 1)
        // Another node keeps its own; a container asking for another kind gets nothing.
        #expect(second.primitiveStorage { Kept() } !== kept)
        #expect(first.primitiveStorage(ifKept: Other.self) == nil)
        first.discardPrimitiveStorage()
        #expect(first.primitiveStorage(ifKept: Kept.self) == nil)
        #expect(first.primitiveStorage { Kept() } !== kept)
    }

    /// Storage of another type would lose what the primitive kept: it stops instead.
    @Test func storageOfAnotherTypeStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let graph = ViewGraph(environment: EnvironmentValues())
                let node = ViewNode(
                    graph: graph, parent: nil, key: .single, view: EmptyView(), environment: EnvironmentValues())
                _ = node.primitiveStorage { PrimitiveStorageTests.Kept() }
                _ = node.primitiveStorage { PrimitiveStorageTests.Other() }
            }
        }
    }
}
