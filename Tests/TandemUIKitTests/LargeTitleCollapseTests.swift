import Foundation
import TandemGraphics
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// A large title collapses into the bar as the content scrolls up under
/// it, and stretches as a pull drags the content down, as on iOS: the bar's
/// height, the content's safe area and scroll inset follow the content.
@MainActor
@Suite struct LargeTitleCollapseTests {
    /// A controller whose view is a long scroll view, as a table view controller's is.
    private final class ScrollingController: UIViewController {
        override func loadView() {
            let scrollView = UIScrollView()
            scrollView.contentSize = CGSize(width: 390, height: 2000)
            scrollView.backgroundColor = .white
            view = scrollView
        }
    }

    private func makeStack() -> (UIWindow, UINavigationController, UIScrollView) {
        let root = ScrollingController()
        root.title = "Settings"
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        let window = makeWindow(width: 390, height: 600, root: navigation)
        window.tandemSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0)
        CATransaction.flush()
        return (window, navigation, root.view as! UIScrollView)
    }

    /// Drags up by `distance` points, holds still, lets go, and waits for the content to settle.
    private func dragUp(_ distance: CGFloat, in window: UIWindow, at time: TimeInterval) {
        window.synthesizeDrag(
            from: CGPoint(x: 200, y: 400),
            by: UIWindow.straightOffsets(from: .zero, to: CGPoint(x: 0, y: -distance), steps: 6),
            time: time, lift: 1)
        CATransaction.flush()
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
    }

    private func scroll(_ scrollView: UIScrollView, to y: CGFloat) {
        scrollView.contentOffset = CGPoint(x: 0, y: y)
        CATransaction.flush()
    }

    @Test func scrollingUpCollapsesTheLargeTitleIntoTheBarAndBack() {
        let (window, navigation, scrollView) = makeStack()
        defer { window.isHidden = true }
        let bar = navigation.navigationBar
        #expect(bar.frame.height == 143, "47 points of safe area, the row and the large title")
        #expect(scrollView.adjustedContentInset.top == 143 && scrollView.contentOffset.y == -143)
        #expect(!bar.largeTitleArea.isHidden && bar.titleLabel.isHidden)

        // 20 points up: the bar is 20 points shorter and the content still starts at its bottom.
        scroll(scrollView, to: -123)
        #expect(bar.frame.height == 123)
        #expect(scrollView.safeAreaInsets.top == 123 && scrollView.adjustedContentInset.top == 123)
        #expect(bar.largeTitleArea.frame.height == 32)
        #expect(bar.largeTitleLabel.frame.maxY == 32, "the title slides under the row")
        #expect(bar.titleLabel.isHidden, "the inline title waits until the large one has gone")
        #expect(bar.isAtScrollEdge, "no content under the bar yet: the scroll-edge look stays")

        // The large title's whole height: the bar is its row alone, with the inline title.
        scroll(scrollView, to: -91)
        #expect(bar.frame.height == 91, "the safe area and the row")
        #expect(!bar.titleLabel.isHidden)
        #expect(scrollView.adjustedContentInset.top == 91)
        // Further: the content goes under the bar, which keeps its height and shows its background.
        scroll(scrollView, to: 300)
        #expect(bar.frame.height == 91 && !bar.isAtScrollEdge)
        #expect(scrollView.adjustedContentInset.top == 91)

        // Back to the top: the large title is back.
        scroll(scrollView, to: -143)
        #expect(bar.frame.height == 143 && bar.titleLabel.isHidden && !bar.largeTitleArea.isHidden)
        #expect(scrollView.adjustedContentInset.top == 143)
    }

    @Test func pullingDownStretchesTheLargeTitlesArea() {
        let (window, navigation, scrollView) = makeStack()
        defer { window.isHidden = true }
        let bar = navigation.navigationBar
        scroll(scrollView, to: -173)
        #expect(bar.frame.height == 173)
        #expect(bar.largeTitleArea.frame.height == 82)
        #expect(bar.largeTitleLabel.frame.maxY == 82, "the title stays at the bottom, over the content")
    }

    @Test func aDragLetGoHalfwayLeavesTheTitleExpandedOrCollapsedWhicheverIsNearer() {
        let (window, navigation, scrollView) = makeStack()
        defer { window.isHidden = true }
        let bar = navigation.navigationBar
        // Up by 15 points, held still, let go: under half the title's height, back to expanded.
        dragUp(15, in: window, at: 0)
        #expect(bar.frame.height == 143)
        #expect(scrollView.contentOffset.y == -143)
        // Up by 40: past half, on to collapsed.
        dragUp(40, in: window, at: 10)
        #expect(bar.frame.height == 91)
        #expect(scrollView.contentOffset.y == -91)
        #expect(!bar.titleLabel.isHidden)
    }

    @Test func aControllerThatNeverShowsLargeTitlesIgnoresItsScrolling() {
        let (window, navigation, scrollView) = makeStack()
        defer { window.isHidden = true }
        navigation.topViewController?.navigationItem.largeTitleDisplayMode = .never
        CATransaction.flush()
        let bar = navigation.navigationBar
        #expect(bar.frame.height == 91)
        scroll(scrollView, to: -91 - 40)
        #expect(bar.frame.height == 91 && !bar.titleLabel.isHidden)
    }

    @Test func theSnapshotShowsTheInlineTitleOnceCollapsed() {
        let (window, _, scrollView) = makeStack()
        defer { window.isHidden = true }
        scroll(scrollView, to: 100)
        let image = window.tandemSnapshot()
        // The inline title in the row's middle; no large title under the row.
        #expect(image.darkPixelCount(in: CGRect(x: 150, y: 47, width: 90, height: 44)) > 20)
        #expect(image.darkPixelCount(in: CGRect(x: 16, y: 91, width: 150, height: 52)) == 0)
    }
}
