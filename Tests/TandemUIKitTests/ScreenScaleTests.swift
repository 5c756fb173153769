import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// A view that remembers the trait changes it was told about.
final class TraitRecordingView: UIView {
    var scales: [CGFloat] = []
    var draws = 0

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        scales.append(traitCollection.displayScale)
    }

    override func draw(_ rect: CGRect) {
        draws += 1
        UIColor.systemBlue.setFill()
        UIBezierPath(ovalIn: bounds).fill()
    }
}

@MainActor
@Suite struct ScreenScaleTests {
    /// A window of 120×80 points with solid regions, a drawn circle and text.
    private func makeScene(on screen: UIScreen) -> (UIWindow, TraitRecordingView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        window.screen = screen
        window.backgroundColor = .white
        let red = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 20))
        red.backgroundColor = .red
        window.addSubview(red)
        let green = UIView(frame: CGRect(x: 50, y: 10, width: 20, height: 60))
        green.backgroundColor = UIColor(red: 0, green: 0.5, blue: 0, alpha: 1)
        window.addSubview(green)
        let circle = TraitRecordingView(frame: CGRect(x: 80, y: 10, width: 30, height: 30))
        window.addSubview(circle)
        let label = UILabel(frame: CGRect(x: 10, y: 50, width: 36, height: 20))
        label.text = "Hi"
        window.addSubview(label)
        window.isHidden = false
        return (window, circle)
    }

    @Test(arguments: [2.0, 3.0])
    func theSameWindowRendersAtEveryScale(scale: CGFloat) throws {
        let (base, _) = makeScene(on: .tandemHeadless(size: CGSize(width: 120, height: 80), scale: 1))
        let (scaled, circle) = makeScene(on: .tandemHeadless(size: CGSize(width: 120, height: 80), scale: scale))
        let one = base.tandemSnapshot()
        let many = scaled.tandemSnapshot()
        #expect(one.size == CGSize(width: 120, height: 80))
        #expect(many.scale == scale)
        #expect(many.cgImage?.width == Int(120 * scale))
        #expect(scaled.traitCollection.displayScale == scale)
        #expect(circle.traitCollection.displayScale == scale)
        // The drawn circle's bitmap has the screen's pixels.
        let contents = try #require(circle.layer.contents as? CGImage)
        #expect(contents.width == Int(30 * scale))
        // Region by region: every point inside a solid region (away from its
        // edges) has the same color at both scales.
        let regions: [CGRect] = [
            CGRect(x: 11, y: 11, width: 28, height: 18), CGRect(x: 51, y: 11, width: 18, height: 58),
            CGRect(x: 0, y: 0, width: 120, height: 9), CGRect(x: 90, y: 20, width: 10, height: 10),
        ]
        for region in regions {
            for y in stride(from: region.minY, to: region.maxY, by: 1) {
                for x in stride(from: region.minX, to: region.maxX, by: 1) {
                    let a = one.pixel(Int(x), Int(y))
                    let b = many.pixel(Int((x + 0.5) * scale), Int((y + 0.5) * scale))
                    #expect(a.isClose(to: b, tolerance: 2), "\(region) at (\(x), \(y)): \(a) vs \(b)")
                }
            }
        }
        // Text is drawn with more pixels, not bigger: the ink stays in the label's box.
        func ink(_ image: UIImage, _ s: CGFloat) -> Int {
            var count = 0
            for y in Int(50 * s)..<Int(70 * s) {
                for x in Int(10 * s)..<Int(46 * s) where image.pixel(x, y).r < 128 { count += 1 }
            }
            return count
        }
        let inkOne = Double(ink(one, 1)), inkMany = Double(ink(many, scale)) / Double(scale * scale)
        #expect(inkOne > 10)
        #expect(abs(inkMany - inkOne) / inkOne < 0.5)
    }

    @Test func movingAWindowToAnotherScaleRerendersAndTellsTheViews() throws {
        let (window, circle) = makeScene(on: .tandemHeadless(size: CGSize(width: 120, height: 80), scale: 1))
        _ = window.tandemSnapshot()
        #expect(circle.draws == 1)
        let before = circle.scales.count
        window.screen = .tandemHeadless(size: CGSize(width: 120, height: 80), scale: 2)
        let image = window.tandemSnapshot()
        #expect(image.cgImage?.width == 240)
        #expect(circle.scales.suffix(from: before).last == 2)
        #expect(circle.draws == 2)
        #expect(circle.layer.contentsScale == 2)
        #expect((circle.layer.contents as? CGImage)?.width == 60)
        #expect(image.pixel(190, 50).isClose(to: RGBA(0, 122, 255, 255), tolerance: 3))
    }

    @Test func impossibleScreensAreReportedAndReplaced() {
        var screen: UIScreen?
        let messages = diagnostics {
            screen = .tandemHeadless(size: CGSize(width: -5, height: CGFloat.nan), scale: 0)
        }
        #expect(messages.contains { $0.contains("is not possible") })
        #expect(screen?.bounds.size == CGSize(width: 390, height: 844))
        #expect(screen?.scale == 1)
    }

    @Test func theMainScreenComesFromTheActiveDisplay() {
        #expect(UIScreen.main === ActiveDisplay.current.screens[0])
        #expect(UIScreen.screens.first === UIScreen.main)
        #expect(UIWindow().screen === UIScreen.main)
        #expect(UIView().traitCollection.displayScale == UIScreen.main.scale)
    }

    @Test func aHalfPointHairlineKeepsOnePixelAtScaleOne() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        window.screen = .tandemHeadless(size: CGSize(width: 100, height: 40), scale: 1)
        window.backgroundColor = .white
        let line = UIView()
        line.backgroundColor = .black
        line.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(line)
        NSLayoutConstraint.activate([
            line.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            line.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            line.topAnchor.constraint(equalTo: window.topAnchor, constant: 20.6),
            line.heightAnchor.constraint(equalToConstant: 0.5),
        ])
        window.isHidden = false
        window.layoutIfNeeded()
        // 20.6…21.1 rounds to 21…21: the line keeps one pixel, as UIKit draws it.
        #expect(line.frame.height == 1)
        #expect(window.tandemSnapshot().pixel(50, Int(line.frame.minY)).r < 40)
        // A view with no height stays empty.
        let empty = UIView()
        empty.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(empty)
        NSLayoutConstraint.activate([
            empty.heightAnchor.constraint(equalToConstant: 0), empty.widthAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(empty.frame.height == 0)
    }
}
