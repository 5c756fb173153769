import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// `UIVisualEffectView` with a `UIBlurEffect`: what lies behind is blurred
/// and tinted per style; the content view draws sharp on top.
@MainActor
@Suite struct VisualEffectViewTests {
    /// Black and white vertical stripes, 4 points each.
    final class Stripes: UIView {
        override func draw(_ rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            context.setFillColor(UIColor.white.cgColor)
            context.fill(bounds)
            context.setFillColor(UIColor.black.cgColor)
            var x: CGFloat = 0
            while x < bounds.width {
                context.fill(CGRect(x: x, y: 0, width: 4, height: bounds.height))
                x += 8
            }
        }
    }

    private func makeScene(_ effect: UIVisualEffect?) -> (UIWindow, UIVisualEffectView) {
        let window = makeWindow(width: 200, height: 200)
        let root = window.rootViewController!.view!
        let stripes = Stripes(frame: root.bounds)
        root.addSubview(stripes)
        let effectView = UIVisualEffectView(effect: effect)
        effectView.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        root.addSubview(effectView)
        window.layoutIfNeeded()
        return (window, effectView)
    }

    /// The lightest and darkest red values along a row of `width` points from `x`.
    private func range(_ image: UIImage, x: CGFloat, y: CGFloat, width: CGFloat) -> (min: Int, max: Int) {
        var low = 255, high = 0
        for px in Int(x * image.scale)..<Int((x + width) * image.scale) {
            let value = Int(image.pixel(px, Int(y * image.scale)).r)
            low = min(low, value)
            high = max(high, value)
        }
        return (low, high)
    }

    @Test func aLightBlurSmoothsWhatLiesBehindAndTintsItWhite() {
        let (window, effectView) = makeScene(UIBlurEffect(style: .light))
        #expect(effectView.contentView.frame == effectView.bounds)
        #expect(effectView.contentView.superview === effectView)
        let image = window.tandemSnapshot()
        keepSnapshot(image, as: "visual-effect-light")
        // Outside: the stripes stay sharp.
        let outside = range(image, x: 10, y: 20, width: 16)
        #expect(outside.min < 10 && outside.max > 245)
        // Inside: blurred to an even gray, lifted by the white tint.
        let inside = range(image, x: 90, y: 100, width: 16)
        #expect(inside.max - inside.min < 12)
        #expect(inside.min > 140 && inside.max < 200)
    }

    @Test func aDarkBlurTintsDarkAndNoEffectShowsTheBackdropAsIs() {
        let (window, effectView) = makeScene(UIBlurEffect(style: .dark))
        let dark = range(window.tandemSnapshot(), x: 90, y: 100, width: 16)
        #expect(dark.max - dark.min < 12)
        #expect(dark.max < 80)
        // Content added to the content view draws sharp over the blur.
        let box = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        box.backgroundColor = .red
        effectView.contentView.addSubview(box)
        window.layoutIfNeeded()
        let withContent = window.tandemSnapshot()
        let red = withContent.pixel(Int(70 * withContent.scale), Int(70 * withContent.scale))
        #expect(red.r > 240 && red.g < 20)
        effectView.effect = nil
        window.layoutIfNeeded()
        let plain = range(window.tandemSnapshot(), x: 90, y: 100, width: 16)
        #expect(plain.min < 10 && plain.max > 245)
    }

    @Test func materialsFollowTheInterfaceStyle() {
        let (window, effectView) = makeScene(UIBlurEffect(style: .systemMaterial))
        let light = range(window.tandemSnapshot(), x: 90, y: 100, width: 16)
        effectView.overrideUserInterfaceStyle = .dark
        window.layoutIfNeeded()
        let dark = range(window.tandemSnapshot(), x: 90, y: 100, width: 16)
        #expect(light.min > 180)
        #expect(dark.max < 100)
        #expect(UIBlurEffect(style: .systemThinMaterialDark).style.rawValue == 17)
        let vibrancy = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .regular), style: .secondaryLabel)
        #expect(vibrancy.blurEffect.style == .regular)
    }

    @Test func colorsBehindABarBleedIntoItsBlur() {
        let window = makeWindow(width: 200, height: 200)
        let root = window.rootViewController!.view!
        root.backgroundColor = .white
        let red = UIView(frame: CGRect(x: 20, y: 0, width: 60, height: 120))
        red.backgroundColor = .systemRed
        root.addSubview(red)
        let bar = UIVisualEffectView(effect: UIBlurEffect(style: .systemChromeMaterial))
        bar.frame = CGRect(x: 0, y: 40, width: 200, height: 60)
        let label = UILabel(frame: CGRect(x: 10, y: 15, width: 180, height: 30))
        label.text = "Blurred bar"
        bar.contentView.addSubview(label)
        root.addSubview(bar)
        window.layoutIfNeeded()
        let image = window.tandemSnapshot()
        keepSnapshot(image, as: "visual-effect-bar")
        func pixel(_ x: CGFloat, _ y: CGFloat) -> RGBA { image.pixel(Int(x * image.scale), Int(y * image.scale)) }
        // Over the red: pink; just right of it the red still shows faintly; far right: near-white.
        #expect(pixel(50, 95).r > 230 && pixel(50, 95).g < 230)
        #expect(pixel(84, 95).g < pixel(150, 95).g)
        #expect(pixel(150, 95).r > 235 && pixel(150, 95).g > 235)
        // Outside the bar, the red edge is sharp.
        #expect(pixel(84, 110).g > 250)
    }
}
