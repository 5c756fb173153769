import Foundation
import Testing

@testable import TandemSwiftUI

/// A node's sizes for its last four proposals, the oldest given up first.
@Suite struct SizeCacheTests {
    private func proposal(_ width: CGFloat?) -> ProposedViewSize { ProposedViewSize(width: width, height: nil) }

    @Test func remembersUpToFourProposalsAndGivesUpTheOldestFirst() {
        var cache = SizeCache()
        #expect(cache.size(for: .unspecified) == nil)
        for index in 0..<4 { cache.insert(CGSize(width: index, height: 1), for: proposal(CGFloat(index))) }
        for index in 0..<4 { #expect(cache.size(for: proposal(CGFloat(index))) == CGSize(width: index, height: 1)) }
        #expect(cache.size(for: proposal(nil)) == nil)

        cache.insert(CGSize(width: 40, height: 1), for: proposal(nil))
        #expect(cache.size(for: proposal(0)) == nil)
        #expect(cache.size(for: proposal(nil)) == CGSize(width: 40, height: 1))
        cache.insert(CGSize(width: 50, height: 1), for: proposal(50))
        #expect(cache.size(for: proposal(1)) == nil)
        for index in 2..<4 { #expect(cache.size(for: proposal(CGFloat(index))) == CGSize(width: index, height: 1)) }
        #expect(cache.size(for: proposal(50)) == CGSize(width: 50, height: 1))
    }

    @Test func forgetsEverythingAndFillsAgainFromTheFirstSlot() {
        var cache = SizeCache()
        for index in 0..<6 { cache.insert(CGSize(width: index, height: 2), for: proposal(CGFloat(index))) }
        cache.removeAll()
        for index in 0..<6 { #expect(cache.size(for: proposal(CGFloat(index))) == nil) }
        cache.insert(CGSize(width: 7, height: 7), for: .zero)
        #expect(cache.size(for: .zero) == CGSize(width: 7, height: 7))
        #expect(cache.size(for: .infinity) == nil)
    }

    @Test func anUnspecifiedDimensionIsNotZeroAndANaNProposalIsNeverRemembered() {
        var cache = SizeCache()
        cache.insert(CGSize(width: 1, height: 1), for: ProposedViewSize(width: nil, height: 0))
        cache.insert(CGSize(width: 2, height: 2), for: ProposedViewSize(width: 0, height: nil))
        #expect(cache.size(for: ProposedViewSize(width: nil, height: 0)) == CGSize(width: 1, height: 1))
        #expect(cache.size(for: ProposedViewSize(width: 0, height: nil)) == CGSize(width: 2, height: 2))
        #expect(cache.size(for: ProposedViewSize(width: 0, height: 0)) == nil)
        #expect(cache.size(for: .unspecified) == nil)
        cache.insert(CGSize(width: 3, height: 3), for: ProposedViewSize(width: .nan, height: nil))
        #expect(cache.size(for: ProposedViewSize(width: .nan, height: nil)) == nil)
        #expect(cache.size(for: ProposedViewSize(width: nil, height: 0)) == CGSize(width: 1, height: 1))
        #expect(MemoryLayout<SizeCache>.size <= 4 * 32 + 3)
    }

    @Test func knowsWhetherItStillHoldsEverySizeItWasGiven() {
        var cache = SizeCache()
        #expect(cache.holdsEverySize)
        for index in 0..<4 { cache.insert(CGSize(width: index, height: 1), for: proposal(CGFloat(index))) }
        #expect(cache.holdsEverySize)
        cache.insert(CGSize(width: 9, height: 9), for: proposal(9))
        #expect(!cache.holdsEverySize, "the oldest size was given up")
        cache.removeAll()
        #expect(cache.holdsEverySize)
        cache.insert(CGSize(width: 1, height: 1), for: ProposedViewSize(width: .nan, height: 3))
        #expect(!cache.holdsEverySize, "a size for a NaN proposal is never kept")
    }

    @Test func visitsItsProposalsWidestFirst() {
        var cache = SizeCache()
        var seen: [String] = []
        func visit() -> Bool {
            seen = []
            return cache.allSatisfy { proposal, size in
                seen.append(
                    "\(proposal.width.map { "\($0)" } ?? "nil")x\(proposal.height.map { "\($0)" } ?? "nil")=\(size.width)"
                )
                return true
            }
        }
        #expect(visit() && seen.isEmpty)
        cache.insert(CGSize(width: 1, height: 0), for: ProposedViewSize(width: nil, height: -0.0))
        cache.insert(CGSize(width: 2, height: 0), for: ProposedViewSize(width: 100, height: 5))
        cache.insert(CGSize(width: 3, height: 0), for: ProposedViewSize(width: 20, height: nil))
        #expect(visit())
        #expect(seen == ["nilx-0.0=1.0", "100.0x5.0=2.0", "20.0xnil=3.0"], "an unspecified width is the widest")
        for index in [4, 6, 3, 5] { cache.insert(CGSize(width: index, height: 0), for: proposal(CGFloat(index))) }
        #expect(visit())
        #expect(seen == ["6.0xnil=6.0", "5.0xnil=5.0", "4.0xnil=4.0", "3.0xnil=3.0"], "the four held, widest first")
        var asked = 0
        #expect(
            !cache.allSatisfy { _, _ in
                asked += 1; return asked < 2
            })
        #expect(asked == 2, "stops at the first false")
    }
}
