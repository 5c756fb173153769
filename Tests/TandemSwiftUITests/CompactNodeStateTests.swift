import Foundation
import SwiftUI
import Testing

@testable import TandemSwiftUI

/// glibc's size of the block `pointer` was allocated in.
@_silgen_name("malloc_usable_size")
private func mallocUsableSize(_ pointer: UnsafeMutableRawPointer) -> Int

/// What a node keeps inline is packed (``PlacedProposal``, the translation
/// facts in one byte, an explicit key in a box); packed, it reads back as it was written.
@MainActor
@Suite struct CompactNodeStateTests {
    @Test func aPlacedProposalReadsBackAsItWasWritten() {
        var state = NodeLayoutState()
        #expect(state.placedProposal == nil)
        let proposals: [ProposedViewSize] = [
            .unspecified, .zero, .infinity, ProposedViewSize(width: 390, height: nil),
            ProposedViewSize(width: nil, height: 30.5), ProposedViewSize(width: -0.0, height: 0.0),
            ProposedViewSize(width: -12, height: .greatestFiniteMagnitude),
        ]
        for proposal in proposals {
            state.placedProposal = proposal
            #expect(state.placedProposal == proposal)
            #expect(state.placedProposal?.width?.sign == proposal.width?.sign)
        }
        // A NaN keeps its bits and still equals nothing (the node is placed again).
        state.placedProposal = ProposedViewSize(width: .nan, height: 10)
        #expect(state.placedProposal?.width?.isNaN == true)
        #expect(state.placedProposal?.height == 10)
        #expect(state.placedProposal != ProposedViewSize(width: .nan, height: 10))
        state.placedProposal = nil
        #expect(state.placedProposal == nil)
    }

    @Test func translationFactsReadBackAsTheyWereWritten() {
        var state = NodeLayoutState()
        #expect(state.translationFactsCache == nil)
        for translates in [false, true] {
            for regions in [SafeAreaRegions(), .container, .keyboard, .all] {
                let facts = TranslationFacts(translates: translates, insetRegions: regions)
                state.translationFactsCache = facts
                #expect(state.translationFactsCache == facts)
            }
        }
        state.translationFactsCache = nil
        #expect(state.translationFactsCache == nil)
    }

    /// Inline in every node: the size cache's flag and the one-byte fields
    /// after it fill the padding before the next word.
    @Test func theLayoutStateStaysItsSize() {
        #expect(MemoryLayout<NodeLayoutState>.size <= 216)
    }

    /// A node is allocated in 432-byte blocks (glibc's size classes step by
    /// 16): its depth and modifier-content source are found when asked,
    /// and its observation generation shares a word. A list's rows have
    /// nine nodes each; a field more would take every one to the next size.
    @Test func aNodeStaysWithinItsAllocationSize() {
        let graph = ViewGraph(environment: EnvironmentValues())
        let node = ViewNode(graph: graph, parent: nil, key: .single, view: Text("a"), environment: EnvironmentValues())
        #expect(mallocUsableSize(Unmanaged.passUnretained(node).toOpaque()) <= 424)
    }

    @Test func explicitKeysInTheirBoxesCompareAndHashByTheirIDs() {
        let keys: [ChildKey] = [.explicit(AnyHashable(1)), .explicit(AnyHashable("1")), .index(1), .single]
        #expect(ChildKey.explicit(AnyHashable(1)) == .explicit(AnyHashable(1)))
        #expect(Set(keys + keys).count == 4)
        #expect(MemoryLayout<ChildKey>.size <= 9)
    }

    /// `.layoutPriority` is kept out of line now; a priority of 0 set
    /// explicitly still counts as set, and it still reaches its stack.
    @Test func aLayoutPriorityKeptOutOfLineStillDecidesTheDistribution() {
        let view = HStack(spacing: 0) {
            Text("A long label that wants the room").layoutPriority(1).border(Color.gray)
            Text("Another long label that wants it too")
        }
        let (controller, _) = host(view.frame(width: 300), width: 300, height: 200)
        let labels = controller.view.labels
        #expect(labels.count == 2)
        #expect(labels[0].frame.width > labels[1].frame.width)
    }
}
