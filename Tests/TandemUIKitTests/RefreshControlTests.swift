import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// `UIRefreshControl` in a scroll view: pulling past the threshold starts a
/// refresh and sends `.valueChanged` once; the content rests below the
/// spinner until `endRefreshing()`.
@MainActor
@Suite struct RefreshControlTests {
    @MainActor
    final class RefreshTarget {
        /// For each `.valueChanged`: whether the control was refreshing, and how far it was pulled.
        var events: [(refreshing: Bool, pull: CGFloat)] = []
        func refresh(_ control: UIRefreshControl) { events.append((control.isRefreshing, control.pullDistance)) }
    }

    private func makeScrollView() -> (UIWindow, UIScrollView, UIRefreshControl, RefreshTarget) {
        let window = makeWindow(width: 300, height: 400)
        window.rootViewController!.view.backgroundColor = .white
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        scroll.contentSize = CGSize(width: 300, height: 200)
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        content.backgroundColor = .red
        scroll.addSubview(content)
        window.rootViewController!.view.addSubview(scroll)
        let control = UIRefreshControl()
        let target = RefreshTarget()
        control.addTarget(target, action: RefreshTarget.refresh, for: .valueChanged)
        scroll.refreshControl = control
        window.layoutIfNeeded()
        return (window, scroll, control, target)
    }

    /// A finger down at (150, 100) moving straight down by `distance` points,
    /// then lifted; then the content comes to rest (on the manual clock).
    private func pull(_ window: UIWindow, by distance: CGFloat, time: TimeInterval) {
        window.synthesizeDrag(
            from: CGPoint(x: 150, y: 100),
            by: UIWindow.straightOffsets(from: .zero, to: CGPoint(x: 0, y: distance), steps: 12), time: time)
        TandemAnimationClock.runAnimationsToEnd()
    }

    /// How far a finger `distance` points down pulls the content of the
    /// 400-point scroll view: UIKit's rubber band past the top.
    private func stretched(_ distance: CGFloat) -> CGFloat {
        (1 - 1 / (distance * 0.55 / 400 + 1)) * 400
    }

    @Test func aShortPullRevealsSomeSpokesAndSnapsBackWithoutRefreshing() throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let (window, scroll, control, target) = makeScrollView()
        #expect(control.superview === scroll)
        #expect(control.frame == CGRect(x: 0, y: -60, width: 300, height: 60))
        // The finger 130 points down holds the content about 60 points down
        // (the rubber band): the control spans the gap, some spokes show.
        window.handlePointerInput(PointerInput(.down, at: CGPoint(x: 150, y: 100), timestamp: 0))
        for step in 1...13 {
            window.handlePointerInput(
                PointerInput(.moved, at: CGPoint(x: 150, y: 100 + CGFloat(step) * 10), timestamp: 0.016 * Double(step)))
        }
        #expect(abs(scroll.contentOffset.y + stretched(130)) < 0.001)
        #expect(abs(control.pullDistance - stretched(130)) < 0.001)
        #expect(!control.isRefreshing)
        let image = window.tandemSnapshot()
        keepSnapshot(image, as: "refresh-pulled")
        // Spokes are drawn about the spinner's center, 30 points above the content's top.
        #expect(grayPixels(image, in: CGRect(x: 138, y: 18, width: 24, height: 24)) > 10)
        #expect(image.pixel(Int(150 * image.scale), Int(70 * image.scale)).r > 200)  // the red content moved down
        window.handlePointerInput(PointerInput(.up, at: CGPoint(x: 150, y: 230), timestamp: 0.5))
        // Let go, the content springs back to its top.
        #expect(scroll.contentOffset.y < 0)
        TandemAnimationClock.runAnimationsToEnd()
        #expect(scroll.contentOffset.y == 0)
        #expect(target.events.isEmpty)
        #expect(scroll.adjustedContentInset.top == 0)
    }

    @Test func pullingPastTheThresholdRefreshesOnceAndTheContentRestsBelowTheSpinner() {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let (window, scroll, control, target) = makeScrollView()
        // 300 points of finger pull the content about 117 points, past the threshold.
        pull(window, by: 300, time: 0)
        #expect(target.events.count == 1)
        #expect(target.events.first?.refreshing == true)
        #expect((target.events.first?.pull ?? 0) >= 110 && (target.events.first?.pull ?? 0) < 130)
        #expect(control.isRefreshing)
        // Released: the content sits below the 60-point room of the spinner.
        #expect(scroll.adjustedContentInset.top == 60)
        #expect(scroll.contentOffset.y == -60)
        window.layoutIfNeeded()
        #expect(control.frame == CGRect(x: 0, y: -60, width: 300, height: 60))
        // Another pull while refreshing sends nothing more.
        pull(window, by: 300, time: 1)
        #expect(target.events.count == 1)
        #expect(scroll.contentOffset.y == -60)
        control.endRefreshing()
        #expect(!control.isRefreshing)
        #expect(scroll.adjustedContentInset.top == 0)
        #expect(scroll.contentOffset.y == 0)
        #expect(target.events.count == 1)
        // The next pull past the threshold refreshes again.
        pull(window, by: 300, time: 2)
        #expect(target.events.count == 2)
    }

    @Test func refreshingDrawsATurningSpinnerAboveTheContent() {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let (window, scroll, control, _) = makeScrollView()
        control.tintColor = .black
        pull(window, by: 300, time: 0)
        #expect(scroll.contentOffset.y == -60)
        let image = window.tandemSnapshot()
        keepSnapshot(image, as: "refresh-refreshing")
        // The spinner turns in the 60 points above the red content.
        #expect(grayPixels(image, in: CGRect(x: 138, y: 18, width: 24, height: 24)) > 20)
        #expect(image.pixel(Int(150 * image.scale), Int(5 * image.scale)).r > 240)
        #expect(image.pixel(Int(150 * image.scale), Int(65 * image.scale)).g < 40)
        control.endRefreshing()
        window.layoutIfNeeded()
        let after = window.tandemSnapshot()
        #expect(grayPixels(after, in: CGRect(x: 138, y: 18, width: 24, height: 24)) == 0)
    }

    @Test func codeBeginsAndEndsRefreshingWithoutEventsOrScrolling() {
        let (_, scroll, control, target) = makeScrollView()
        control.beginRefreshing()
        #expect(control.isRefreshing)
        #expect(scroll.adjustedContentInset.top == 60)
        #expect(scroll.contentOffset.y == 0)
        control.beginRefreshing()
        control.endRefreshing()
        control.endRefreshing()
        #expect(!control.isRefreshing)
        #expect(scroll.adjustedContentInset.top == 0)
        #expect(target.events.isEmpty)
        // A title makes the control 80 points tall.
        control.attributedTitle = NSAttributedString(string: "Pull to refresh")
        #expect(control.frame.height == 80)
        control.beginRefreshing()
        #expect(scroll.adjustedContentInset.top == 80)
        // Replacing the control ends the old one's refresh and takes its room back.
        scroll.refreshControl = nil
        #expect(control.superview == nil)
        #expect(!control.isRefreshing)
        #expect(scroll.adjustedContentInset.top == 0)
    }

    @Test func aTableViewControllersRefreshControlIsItsTables() {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let controller = UITableViewController(style: .plain)
        let control = UIRefreshControl()
        controller.refreshControl = control
        #expect(controller.tableView.refreshControl === control)
        #expect(control.superview === controller.tableView)
        #expect(controller.refreshControl === control)
        // Pulling the table down refreshes it, as pulling any scroll view does.
        let target = RefreshTarget()
        control.addTarget(target, action: RefreshTarget.refresh, for: .valueChanged)
        let window = makeWindow(width: 300, height: 400, root: controller)
        window.layoutIfNeeded()
        let top = controller.tableView.adjustedContentInset.top
        pull(window, by: 300, time: 0)
        #expect(target.events.count == 1)
        #expect(controller.tableView.contentOffset.y == -(top + 60))
        #expect(control.superview === controller.tableView)
        control.endRefreshing()
        #expect(controller.tableView.contentOffset.y == -top)
    }

    /// How many pixels of `rect` (points) are gray or darker (spokes on white).
    private func grayPixels(_ image: UIImage, in rect: CGRect) -> Int {
        var count = 0
        for y in Int(rect.minY * image.scale)..<Int(rect.maxY * image.scale) {
            for x in Int(rect.minX * image.scale)..<Int(rect.maxX * image.scale) {
                let p = image.pixel(x, y)
                if p.r < 200, abs(Int(p.r) - Int(p.g)) < 20 { count += 1 }
            }
        }
        return count
    }
}
