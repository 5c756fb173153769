import Foundation
import SwiftUI
import Testing

@testable import TandemSwiftUI

/// The host's insets are worked out once per region set within a layout
/// of the root, and each time outside one (``HostInsetsMemo``).
@MainActor
@Suite struct HostInsetsMemoTests {
    @Test func answersAreKeptWithinALayoutAndWorkedOutAgainAfterIt() {
        let memo = HostInsetsMemo()
        var computed = 0
        let answer = { (noInsets: Bool) -> () -> Bool in
            {
                computed += 1; return noInsets
            }
        }
        #expect(memo.noInsets(in: .all, compute: answer(true)))
        #expect(memo.noInsets(in: .all, compute: answer(false)) == false, "outside a layout: worked out each time")
        #expect(computed == 2)

        memo.beginLayout()
        #expect(memo.noInsets(in: .all, compute: answer(true)))
        #expect(memo.noInsets(in: .all, compute: answer(false)), "kept for the rest of the layout")
        #expect(memo.noInsets(in: .container, compute: answer(false)) == false, "another region set: its own answer")
        memo.beginLayout()
        #expect(memo.noInsets(in: .all, compute: answer(false)), "a nested layout keeps the outer one's answers")
        memo.endLayout()
        #expect(memo.noInsets(in: .container, compute: answer(true)) == false)
        memo.endLayout()
        #expect(computed == 4)

        #expect(memo.noInsets(in: .all, compute: answer(false)) == false, "the layout ended: its answers went")
        #expect(computed == 5)
    }
}
