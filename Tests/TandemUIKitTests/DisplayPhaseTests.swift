import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// A chart that starts empty, as charts do before their data arrives; it
/// calls `super.draw` when there is nothing to draw.
final class EmptyFirstChartView: UIView {
    var values: [CGFloat] = [] {
        didSet { setNeedsDisplay() }
    }
    var draws = 0

    override func draw(_ rect: CGRect) {
        draws += 1
        guard !values.isEmpty else {
            super.draw(rect)
            return
        }
        UIColor.systemOrange.setFill()
        UIRectFill(bounds)
    }
}

/// A standalone layer that lays out its sublayers, as custom layer classes do.
final class GridLayer: CALayer {
    var layouts = 0
    let cell = CALayer()

    required init() {
        super.init()
        addSublayer(cell)
    }

    required init(layer: Any) {
        super.init(layer: layer)
    }

    override func layoutSublayers() {
        super.layoutSublayers()
        layouts += 1
        cell.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)
    }
}

@MainActor
@Suite struct DisplayPhaseTests {
    // Failing first: drawing that came out empty once was remembered per
    // class, so every other instance ignored setNeedsDisplay().
    @Test func aViewThatDrewNothingOnceStillDrawsAndSoDoOtherInstances() {
        let window = makeWindow(width: 200, height: 100)
        let first = EmptyFirstChartView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(first)
        CATransaction.flush()
        #expect(first.draws == 1)
        #expect(window.tandemSnapshot().pixel(50, 50) == RGBA(0, 0, 0, 255))

        let second = EmptyFirstChartView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        second.values = [1, 2, 3]
        window.addSubview(second)
        let orange = RGBA(255, 149, 0, 255)
        #expect(window.tandemSnapshot().pixel(150, 50).isClose(to: orange))

        first.values = [4]
        #expect(window.tandemSnapshot().pixel(50, 50).isClose(to: orange))
        #expect(first.draws == 2)

        // Data removed again: the drawing is cleared, not kept.
        first.values = []
        #expect(window.tandemSnapshot().pixel(50, 50) == RGBA(0, 0, 0, 255))
    }

    @Test func aViewWithoutDrawingGetsNoBitmap() {
        let window = makeWindow(width: 100, height: 100)
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        plain.backgroundColor = .red
        window.addSubview(plain)
        CATransaction.flush()
        #expect(plain.layer.contents == nil)
        #expect(!plain.layer.needsDisplay())
        // An image view keeps the image it set as contents.
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let imageView = UIImageView(image: image)
        imageView.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        window.addSubview(imageView)
        imageView.setNeedsDisplay()
        #expect(window.tandemSnapshot().pixel(20, 20).isClose(to: RGBA(0, 0, 255, 255)))
    }

    // Found by the randomized SwiftUI check (seed 3280): a label's first
    // display, recorded and replayed, lost the faint last column of its
    // final glyph that every later (direct) display draws.
    @Test func aLabelsFirstDisplayDrawsAsItsLaterOnesDo() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 255, height: 16))
        label.font = .systemFont(ofSize: 13)
        label.numberOfLines = 0
        label.text = "Long words wrap when the width is short"
        label.layer.display()
        let first = try #require(label.layer.contents as? CGImage)
        label.layer.display()
        let later = try #require(label.layer.contents as? CGImage)
        #expect(first !== later)
        #expect(UIImage(cgImage: first).pngData() == UIImage(cgImage: later).pngData())
    }

    @Test func layersOutOfViewDrawWhenTheyComeIntoView() {
        let window = makeWindow(width: 100, height: 100)
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 100, height: 1000)
        let far = EmptyFirstChartView(frame: CGRect(x: 0, y: 800, width: 100, height: 100))
        far.values = [1]
        scroll.addSubview(far)
        window.addSubview(scroll)
        CATransaction.flush()
        #expect(far.draws == 0)
        #expect(far.layer.needsDisplay())
        scroll.contentOffset = CGPoint(x: 0, y: 780)
        CATransaction.flush()
        #expect(far.draws == 1)
        #expect(window.tandemSnapshot().pixel(50, 50).isClose(to: RGBA(255, 149, 0, 255)))
    }

    // Failing first: layer layout was not wired to the commit.
    @Test func standaloneLayersLayOutInTheLayoutPhase() {
        let window = makeWindow(width: 200, height: 200)
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(host)
        let grid = GridLayer()
        host.layer.addSublayer(grid)
        grid.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        #expect(grid.needsLayout())
        CATransaction.flush()
        #expect(grid.layouts == 1)
        #expect(!grid.needsLayout())
        #expect(grid.cell.frame == CGRect(x: 0, y: 0, width: 50, height: 40))

        grid.bounds.size.width = 160
        CATransaction.flush()
        #expect(grid.layouts == 2)
        #expect(grid.cell.frame.width == 80)

        // Moving without resizing lays nothing out; setNeedsLayout does.
        grid.position = CGPoint(x: 120, y: 120)
        CATransaction.flush()
        #expect(grid.layouts == 2)
        grid.setNeedsLayout()
        grid.layoutIfNeeded()
        #expect(grid.layouts == 3)
        #expect(!grid.needsLayout())
    }

    @Test func aViewsLayerLayoutIsTheViewsLayout() {
        let log = EventLog()
        let window = makeWindow(width: 200, height: 200)
        let view = PhaseLoggingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.tag = 7
        window.addSubview(view)
        CATransaction.flush()
        view.log = log
        view.layer.setNeedsLayout()
        #expect(view.layer.needsLayout())
        view.layer.layoutIfNeeded()
        #expect(log.entries == ["layout 7"])
        #expect(!view.layer.needsLayout())
        view.frame.size = CGSize(width: 60, height: 60)
        #expect(view.layer.needsLayout())
        CATransaction.flush()
        #expect(!view.layer.needsLayout())
        #expect(log.entries.filter { $0.hasPrefix("layout") }.count == 2)
    }

    @Test func renderingADetachedTreeDisplaysItFirst() {
        let chart = EmptyFirstChartView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        chart.values = [1]
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
            chart.layer.render(in: context.cgContext)
        }
        #expect(chart.draws == 1)
        #expect(image.pixel(10, 10).isClose(to: RGBA(255, 149, 0, 255)))
    }
}
