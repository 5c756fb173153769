import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// A data source of a fixed list of pages that logs the delegate's calls.
@MainActor
final class PageBook: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pages: [CallbackRecorder]
    let log: CallLog
    var countsPages = true

    init(count: Int, log: CallLog) {
        self.log = log
        pages = (0..<count).map { CallbackRecorder("P\($0)", log: log) }
        let colors: [UIColor] = [.systemRed, .systemGreen, .systemBlue, .systemOrange]
        for (index, page) in pages.enumerated() { page.view.backgroundColor = colors[index % colors.count] }
    }

    private func index(of controller: UIViewController) -> Int? {
        pages.firstIndex { $0 === controller }
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    )
        -> UIViewController?
    {
        guard let index = index(of: viewController), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    )
        -> UIViewController?
    {
        guard let index = index(of: viewController), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { countsPages ? pages.count : 0 }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        pageViewController.viewControllers?.first.flatMap(index(of:)) ?? 0
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {
        log.entries.append("willTransitionTo \(pendingViewControllers.map { $0.title ?? "?" })")
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
        log.entries.append(
            "didFinish \(finished) previous \(previousViewControllers.map { $0.title ?? "?" }) completed \(completed)")
    }
}

/// Page view controllers: pages side by side in a paging scroll view,
/// changed by swipes with Tandem's scroll physics, with a page control.
@MainActor
@Suite struct PageViewControllerTests {
    private func makePager(log: CallLog, start: Int = 1) -> (UIWindow, UIPageViewController, PageBook) {
        let book = PageBook(count: 3, log: log)
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pager.dataSource = book
        pager.delegate = book
        pager.setViewControllers([book.pages[start]], direction: .forward, animated: false)
        let window = makeWindow(width: 390, height: 844, root: pager)
        CATransaction.flush()
        return (window, pager, book)
    }

    /// A swipe from right to left across `distance` points at 1,000 points per second, lifted at speed.
    private func swipe(_ window: UIWindow, by distance: CGFloat, steps: Int = 10, time: TimeInterval = 100) {
        let offsets = UIWindow.straightOffsets(from: .zero, to: CGPoint(x: distance, y: 0), steps: steps)
        window.synthesizeDrag(from: CGPoint(x: 300, y: 400), by: offsets, time: time, interval: 0.01, lift: 0.01)
    }

    @Test func thePagesLieSideBySideAndTheShownOneIsTheOnlyChild() {
        let log = CallLog()
        let (window, pager, book) = makePager(log: log)
        #expect(pager.viewControllers?.first === book.pages[1])
        #expect(pager.children.count == 1 && pager.children.first === book.pages[1])
        #expect(pager.pageScrollView.contentSize == CGSize(width: 390 * 3, height: 844))
        #expect(pager.pageScrollView.contentOffset == CGPoint(x: 390, y: 0))
        #expect(book.pages.map { $0.view.frame.minX } == [0, 390, 780])
        #expect(
            book.pages[1].view.convert(book.pages[1].view.bounds, to: window)
                == CGRect(x: 0, y: 0, width: 390, height: 844))
        // Only the shown page appeared; its neighbors wait, loaded, without callbacks.
        #expect(log.entries.filter { $0.hasSuffix("didAppear") } == ["P1 didAppear"])
        #expect(pager.pageControl.numberOfPages == 3 && pager.pageControl.currentPage == 1)
        #expect(!pager.pageControl.isHidden)
    }

    @Test func aSwipeChangesPageWithTheDelegateAndAppearanceCallsInOrder() {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let log = CallLog()
        let (window, pager, book) = makePager(log: log)
        log.entries = []
        swipe(window, by: -200)
        TandemAnimationClock.runAnimationsToEnd()
        CATransaction.flush()
        #expect(pager.viewControllers?.first === book.pages[2])
        #expect(pager.children.count == 1 && pager.children.first === book.pages[2])
        #expect(
            log.entries == [
                "willTransitionTo [\"P2\"]", "P2 willMove(UIPageViewController)", "P2 willAppear", "P1 willDisappear",
                "P2 didAppear", "P1 didDisappear", "P2 didMove(UIPageViewController)", "P1 willMove(nil)",
                "P1 didMove(nil)",
                "didFinish true previous [\"P1\"] completed true",
            ])
        #expect(pager.pageControl.currentPage == 2)
        // The last page: P1 waits before it, nothing after.
        #expect(pager.pageScrollView.contentSize.width == 780)
        #expect(pager.pageScrollView.contentOffset.x == 390)
    }

    @Test func aShortSwipeSpringsBackAndReversesTheAppearance() {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let log = CallLog()
        let (window, pager, book) = makePager(log: log)
        log.entries = []
        // Slow and short: 60 points over half a second.
        let offsets = UIWindow.straightOffsets(from: .zero, to: CGPoint(x: 60, y: 0), steps: 10)
        window.synthesizeDrag(from: CGPoint(x: 100, y: 400), by: offsets, time: 100, interval: 0.05, lift: 0.2)
        TandemAnimationClock.runAnimationsToEnd()
        CATransaction.flush()
        #expect(pager.viewControllers?.first === book.pages[1])
        #expect(pager.pageScrollView.contentOffset.x == 390)
        #expect(log.entries.first == "willTransitionTo [\"P0\"]")
        #expect(log.entries.last == "didFinish true previous [\"P1\"] completed false")
        #expect(log.entries.contains("P0 didDisappear") && log.entries.contains("P1 didAppear"))
        #expect(pager.children.count == 1)
        #expect(pager.pageControl.currentPage == 1)
    }

    @Test func setViewControllersReplacesThePageWithoutTheDelegate() {
        let log = CallLog()
        let (window, pager, book) = makePager(log: log, start: 0)
        defer { withExtendedLifetime(window) {} }
        #expect(pager.pageScrollView.contentOffset.x == 0)
        log.entries = []
        var completed: Bool?
        pager.setViewControllers([book.pages[2]], direction: .forward, animated: true) { completed = $0 }
        CATransaction.flush()
        #expect(completed == true)
        #expect(pager.viewControllers?.first === book.pages[2])
        #expect(!log.entries.contains { $0.hasPrefix("willTransitionTo") || $0.hasPrefix("didFinish") })
        #expect(log.entries.contains("P2 didAppear") && log.entries.contains("P0 didDisappear"))
        #expect(pager.pageControl.currentPage == 2)
        // No page is reported and ignored.
        pager.setViewControllers([], direction: .forward, animated: false)
        #expect(pager.viewControllers?.first === book.pages[2])
    }

    @Test func aPageCurlControllerSlidesItsPagesAsTheScrollStyleDoes() {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let log = CallLog()
        let book = PageBook(count: 3, log: log)
        book.countsPages = false
        let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        #expect(pager.spineLocation == .min)
        #expect(pager.gestureRecognizers.isEmpty)
        let spaced = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .horizontal,
            options: [.spineLocation: UIPageViewController.SpineLocation.max])
        #expect(spaced.spineLocation == .max)
        pager.dataSource = book
        pager.delegate = book
        pager.setViewControllers([book.pages[0]], direction: .forward, animated: false)
        let window = makeWindow(width: 390, height: 844, root: pager)
        CATransaction.flush()
        #expect(pager.pageControl.isHidden)
        swipe(window, by: -200)
        TandemAnimationClock.runAnimationsToEnd()
        CATransaction.flush()
        #expect(pager.viewControllers?.first === book.pages[1])
        #expect(log.entries.last == "didFinish true previous [\"P0\"] completed true")
    }

    @Test func aPageViewDrawsItsPageAndThePageControl() throws {
        let log = CallLog()
        let (window, pager, _) = makePager(log: log)
        let image = window.tandemSnapshot()
        keepSnapshot(image, as: "page-view-controller")
        let scale = Int(window.screen.scale)
        // The green middle page fills the window; the control's current dot is the label color.
        let page = image.pixel(195 * scale, 300 * scale)
        #expect(page.g > 150 && page.r < 100)
        let control = pager.pageControl.convert(pager.pageControl.bounds, to: window)
        #expect(control.midX == 195 && control.maxY <= 844)
        let dots = (Int(control.minX)..<Int(control.maxX)).map { image.pixel($0 * scale, Int(control.midY) * scale) }
        #expect(dots.contains { $0.r < 60 && $0.g < 60 && $0.b < 60 })
    }
}
