import Foundation
import SwiftUI
import TandemTestSupport
import TandemUIKit
import Testing

/// Keeps the proxy a reader hands its content, for the test to call.
@MainActor final class ProxyHolder {
    var proxy: ScrollViewProxy?
}

/// Twenty 100-point rows identified "row 0"..."row 19" in a scroll view,
/// the reader inside or outside it; or, `byForEachInGroup`, identified
/// 0...19 by their `ForEach` in a group whose padding applies to each row.
struct ScrollRows: View {
    let holder: ProxyHolder
    var readerOutside = false
    var byForEachInGroup = false

    var rows: some View {
        VStack(spacing: 0) {
            if byForEachInGroup {
                Group {
                    ForEach(0..<20, id: \.self) { _ in Color.blue.frame(height: 80) }
                }
                .padding(.vertical, 10)
            } else {
                ForEach(0..<20, id: \.self) { index in
                    Color.blue.frame(height: 100).id("row \(index)")
                }
            }
        }
    }

    var body: some View {
        if readerOutside {
            ScrollViewReader { proxy in
                ScrollView { rows }.onAppear { holder.proxy = proxy }
            }
        } else {
            ScrollView {
                ScrollViewReader { proxy in
                    rows.onAppear { holder.proxy = proxy }
                }
            }
        }
    }
}

@MainActor
@Suite struct ScrollViewReaderTests {
    private func scrollView(in window: UIWindow) -> UIScrollView {
        window.allSubviews.compactMap { $0 as? UIScrollView }.first!
    }

    @Test(arguments: [false, true])
    func anchorsAlignTheViewWithTheScrollView(readerOutside: Bool) throws {
        let holder = ProxyHolder()
        let (_, window) = host(ScrollRows(holder: holder, readerOutside: readerOutside), width: 300, height: 400)
        defer { window.isHidden = true }
        let proxy = try #require(holder.proxy)
        let scroll = scrollView(in: window)
        #expect(scroll.contentSize.height == 2000)
        proxy.scrollTo("row 10", anchor: .top)
        #expect(scroll.contentOffset.y == 1000)
        proxy.scrollTo("row 10", anchor: .center)
        #expect(scroll.contentOffset.y == 850)
        proxy.scrollTo("row 10", anchor: .bottom)
        #expect(scroll.contentOffset.y == 700)
        // Past the end: as far as the content goes.
        proxy.scrollTo("row 19", anchor: .top)
        #expect(scroll.contentOffset.y == 1600)
        proxy.scrollTo("row 0", anchor: .bottom)
        #expect(scroll.contentOffset.y == 0)
        #expect(scroll.contentOffset.x == 0)
    }

    @Test func noAnchorScrollsTheLeastThatShowsTheWholeView() throws {
        let holder = ProxyHolder()
        let (_, window) = host(ScrollRows(holder: holder), width: 300, height: 400)
        defer { window.isHidden = true }
        let proxy = try #require(holder.proxy)
        let scroll = scrollView(in: window)
        proxy.scrollTo("row 10")
        #expect(scroll.contentOffset.y == 700)  // below: its bottom at the bottom
        proxy.scrollTo("row 8")
        #expect(scroll.contentOffset.y == 700)  // whole on screen: no move
        proxy.scrollTo("row 2")
        #expect(scroll.contentOffset.y == 200)  // above: its top at the top
        proxy.scrollTo("no such row", anchor: .top)
        #expect(scroll.contentOffset.y == 200)
    }

    @Test func aScrollAskedForInOnAppearHappensAfterTheFirstLayout() {
        struct Jumping: View {
            var body: some View {
                ScrollViewReader { proxy in
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<20, id: \.self) { Color.red.frame(height: 100).id($0) }
                        }
                    }
                    .onAppear { proxy.scrollTo(15, anchor: .top) }
                }
            }
        }
        let (_, window) = host(Jumping(), width: 300, height: 400)
        defer { window.isHidden = true }
        CATransaction.flush()
        #expect(scrollView(in: window).contentOffset.y == 1500)
    }

    @Test func forEachIDsAndRowIDsScrollAList() throws {
        struct Rows: View {
            let holder: ProxyHolder
            var body: some View {
                ScrollViewReader { proxy in
                    List {
                        Text("Header row").id("header")
                        ForEach(0..<60, id: \.self) { Text("Row \($0)") }
                    }
                    .onAppear { holder.proxy = proxy }
                }
            }
        }
        let holder = ProxyHolder()
        let (_, window) = host(Rows(holder: holder), width: 300, height: 400)
        defer { window.isHidden = true }
        let proxy = try #require(holder.proxy)
        let table = try #require(window.allSubviews.compactMap { $0 as? UITableView }.first)
        let row40 = table.rectForRow(at: IndexPath(row: 41, section: 0))
        proxy.scrollTo(40, anchor: .top)
        #expect(table.contentOffset.y == row40.minY - table.adjustedContentInset.top)
        let visible = table.bounds.height - table.adjustedContentInset.top - table.adjustedContentInset.bottom
        proxy.scrollTo(40, anchor: .bottom)
        #expect(abs(table.contentOffset.y - (row40.maxY - visible - table.adjustedContentInset.top)) < 0.001)
        proxy.scrollTo("header", anchor: .top)
        let row0 = table.rectForRow(at: IndexPath(row: 0, section: 0))
        #expect(table.contentOffset.y == row0.minY - table.adjustedContentInset.top)
    }

    /// A `ForEach`'s ids find its rows when a modifier is distributed over
    /// them through a group (before, the row's key held its id wrapped, and
    /// `scrollTo` did nothing).
    @Test func aModifiedForEachsIDsFindItsRows() throws {
        let holder = ProxyHolder()
        let (_, window) = host(
            ScrollRows(holder: holder, readerOutside: true, byForEachInGroup: true), width: 300, height: 400)
        defer { window.isHidden = true }
        let proxy = try #require(holder.proxy)
        let scroll = scrollView(in: window)
        #expect(scroll.contentSize.height == 2000)
        proxy.scrollTo(10, anchor: .top)
        #expect(scroll.contentOffset.y == 1000)
        proxy.scrollTo(12, anchor: .bottom)
        #expect(scroll.contentOffset.y == 900)
    }
}

/// Scrolling to rows of a lazy stack, built or not.
@MainActor
@Suite struct LazyScrollTargetTests {
    struct LazyRows: View {
        let holder: ProxyHolder
        var body: some View {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<200, id: \.self) { index in
                            Text("Row \(index)").frame(maxWidth: .infinity).frame(height: 50)
                        }
                    }
                }
                .onAppear { holder.proxy = proxy }
            }
        }
    }

    @Test func aRowNeverBuiltIsScrolledToAndBuilt() throws {
        let holder = ProxyHolder()
        let (controller, window) = host(LazyRows(holder: holder), width: 300, height: 400)
        defer { window.isHidden = true }
        let proxy = try #require(holder.proxy)
        let scroll = try #require(window.allSubviews.compactMap { $0 as? UIScrollView }.first)
        #expect(!controller.view.labels.contains { $0.text == "Row 150" })
        proxy.scrollTo(150, anchor: .top)
        #expect(scroll.contentOffset.y == 7500)
        let row = try #require(controller.view.labels.first { $0.text == "Row 150" })
        #expect(abs(row.convert(row.bounds, to: scroll).midY - scroll.bounds.minY - 25) < 1)
        // A built row, by its ForEach id.
        proxy.scrollTo(151, anchor: .top)
        #expect(scroll.contentOffset.y == 7550)
    }

    @Test func insideWithAnimationTheContentMovesOnceToTheRow() throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let holder = ProxyHolder()
        let (_, window) = host(LazyRows(holder: holder), width: 300, height: 400)
        defer { window.isHidden = true }
        let proxy = try #require(holder.proxy)
        let scroll = try #require(window.allSubviews.compactMap { $0 as? UIScrollView }.first)
        var offsets: [CGFloat] = []
        withAnimation { proxy.scrollTo(150, anchor: .top) }
        // The estimate is visited unanimated and left: the animation starts where the content was.
        #expect(scroll.contentOffset.y == 0)
        for _ in 0..<60 {
            TandemAnimationClock.advance(by: 1.0 / 60)
            offsets.append(scroll.contentOffset.y)
        }
        TandemAnimationClock.runAnimationsToEnd()
        #expect(scroll.contentOffset.y == 7500)
        #expect(offsets.first.map { $0 > 0 && $0 < 7500 } == true)
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 + 0.5 }, "one way, from the top to the row")
    }
}
