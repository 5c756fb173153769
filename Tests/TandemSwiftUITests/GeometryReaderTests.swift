import Foundation
import SwiftUI
import TandemTestSupport
import Testing

struct WidthKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

struct BoundsKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

@MainActor
final class GeometryLog {
    static var sizes: [CGSize] = []
    static var frames: [CGRect] = []
    static var widths: [CGFloat] = []
}

struct ReaderView: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(height: 100)
            GeometryReader { proxy in
                let _ = GeometryLog.sizes.append(proxy.size)
                let _ = GeometryLog.frames.append(proxy.frame(in: .named("root")))
                Color.blue.frame(width: proxy.size.width / 2, height: 20)
            }
        }
        .frame(width: 300, height: 300)
        .coordinateSpace(name: "root")
    }
}

struct PreferenceView: View {
    @State private var widest: CGFloat = 0

    var body: some View {
        VStack {
            Text("widest \(Int(widest))")
            VStack {
                Color.red.frame(width: 40, height: 10).preference(key: WidthKey.self, value: 40)
                Color.green.frame(width: 90, height: 10).preference(key: WidthKey.self, value: 90)
                Color.blue.frame(width: 60, height: 10).preference(key: WidthKey.self, value: 60)
            }
            .onPreferenceChange(WidthKey.self) { value in
                GeometryLog.widths.append(value)
                widest = value
            }
        }
    }
}

struct AnchorView: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.clear.frame(width: 200, height: 50)
            Color.red.frame(width: 40, height: 30)
                .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
        }
        .overlayPreferenceValue(BoundsKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let rect = proxy[anchor]
                    Color.blue.frame(width: rect.width, height: 4).offset(x: rect.minX, y: rect.maxY)
                }
            }
        }
    }
}

@MainActor
@Suite(.serialized) struct GeometryReaderTests {
    @Test func aGeometryReaderTakesTheSpaceAndBuildsContentFromIt() {
        GeometryLog.sizes = []
        GeometryLog.frames = []
        let (controller, window) = host(ReaderView())
        defer { window.isHidden = true }
        #expect(GeometryLog.sizes.last == CGSize(width: 300, height: 200))
        #expect(GeometryLog.frames.last == CGRect(x: 0, y: 100, width: 300, height: 200))
        // The content sits at the reader's top-leading corner: the window's (50, 250) + (0, 100).
        #expect(controller.view.frame(ofColor: .systemBlue) == CGRect(x: 50, y: 350, width: 150, height: 20))
        // Layout again without a change: the content is not rebuilt.
        let evaluations = GeometryLog.sizes.count
        controller.view.setNeedsLayout()
        controller.view.layoutIfNeeded()
        #expect(GeometryLog.sizes.count == evaluations)
    }

    @Test func preferencesReduceInViewOrderAndReachTheObserver() {
        GeometryLog.widths = []
        let (controller, window) = host(PreferenceView())
        defer { window.isHidden = true }
        CATransaction.flush()
        #expect(GeometryLog.widths == [90])
        #expect(controller.view.labels.first?.text == "widest 90")
    }

    @Test func anchorsResolveInTheReadersCoordinates() {
        let (controller, window) = host(AnchorView())
        defer { window.isHidden = true }
        CATransaction.flush()
        let red = controller.view.frame(ofColor: .systemRed)
        let blue = controller.view.frame(ofColor: .systemBlue)
        #expect(red != nil && blue != nil)
        // The underline is as wide as the anchored view, just below it.
        #expect(blue?.minX == red?.minX)
        #expect(blue?.width == red?.width)
        #expect(blue?.minY == red?.maxY)
    }

    @Test func aScrollViewSizesItsContentAndScrolls() throws {
        let (controller, window) = host(
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<30) { index in
                        Color(white: Double(index) / 30).frame(height: 50)
                    }
                }
            })
        defer { window.isHidden = true }
        let scrollView = try #require(controller.view.allSubviews.first { $0 is UIScrollView } as? UIScrollView)
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 400, height: 800))
        #expect(scrollView.contentSize == CGSize(width: 400, height: 1500))
        window.synthesizeDrag(
            from: CGPoint(x: 200, y: 700),
            by: UIWindow.straightOffsets(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), steps: 10))
        CATransaction.flush()
        #expect(scrollView.contentOffset.y > 200)
    }
}
