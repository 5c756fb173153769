import Foundation
import SwiftUI
import TandemTestSupport
import Testing

@testable import TandemUIKit

/// A list of forty rows under a large title.
private struct Library: View {
    let scrolls: Bool

    var body: some View {
        NavigationView {
            if scrolls {
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<40, id: \.self) { Text("Row \($0)").frame(height: 44) }
                    }
                }
                .navigationTitle("Library")
            } else {
                List(0..<40, id: \.self) { Text("Row \($0)") }
                    .navigationTitle("Library")
            }
        }
    }
}

/// SwiftUI's scrollable containers reach under the bars, as on iOS: a
/// `List`'s or `ScrollView`'s scroll view extends under the navigation bar
/// (and the bottom of the safe area) with its content inset by it, so rows
/// scroll under the translucent bar, and the bar follows it (its large
/// title collapses as the content scrolls).
@MainActor
@Suite struct ScrollUnderBarsTests {
    private func scrollView(in controller: UIViewController) throws -> UIScrollView {
        try #require(
            controller.view.allSubviews.compactMap { $0 as? UIScrollView }.first {
                $0 is UITableView || $0.alwaysBounceVertical
            })
    }

    @Test(arguments: [false, true]) func theScrollViewReachesUnderTheBarAndTheLargeTitleFollowsIt(scrolls: Bool) throws
    {
        let (controller, window) = host(Library(scrolls: scrolls), width: 390, height: 844)
        defer { window.isHidden = true }
        TandemAnimationClock.finishAnimations()
        let navigation = try #require(controller.view.allSubviews.compactMap { $0 as? UINavigationBar }.first)
        let scroll = try scrollView(in: controller)
        let barBottom = navigation.convert(navigation.bounds, to: nil).maxY
        // The scroll view covers the window; its content starts below the bar.
        #expect(scroll.convert(scroll.bounds, to: nil) == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(scroll.adjustedContentInset.top == barBottom && scroll.contentOffset.y == -barBottom)
        #expect(navigation.showsLargeTitle && navigation.largeTitleCollapse == 0)
        // Scrolled up by more than the large title: it has collapsed into the bar, the rows go under it.
        scroll.contentOffset.y += 200
        window.layoutIfNeeded()
        CATransaction.flush()
        #expect(navigation.largeTitleCollapse == UINavigationBar.largeTitleHeight)
        #expect(navigation.convert(navigation.bounds, to: nil).maxY < barBottom)
        #expect(scroll.convert(scroll.bounds, to: nil).minY == 0)
    }

    @Test func aListBelowOtherContentStaysWhereItIsLaidOut() throws {
        struct Headed: View {
            var body: some View {
                NavigationView {
                    VStack(spacing: 0) {
                        Color.red.frame(height: 100)
                        List(0..<5, id: \.self) { Text("Row \($0)") }
                    }
                    .navigationTitle("Headed")
                }
            }
        }
        let (controller, window) = host(Headed(), width: 390, height: 844)
        defer { window.isHidden = true }
        TandemAnimationClock.finishAnimations()
        let table = try #require(controller.view.allSubviews.compactMap { $0 as? UITableView }.first)
        let navigation = try #require(controller.view.allSubviews.compactMap { $0 as? UINavigationBar }.first)
        let barBottom = navigation.convert(navigation.bounds, to: nil).maxY
        // Its top does not reach the bar: only its bottom extends, over the home indicator's area.
        let frame = table.convert(table.bounds, to: nil)
        #expect(frame.minY == barBottom + 100 && frame.maxY == 844)
        #expect(table.adjustedContentInset.top == 0)
    }
}
