import Foundation
import TandemTestSupport
import Testing
import UIKit

@MainActor
@Suite struct AppearanceTests {
    @Test func colorsConvertBetweenModels() {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        UIColor(hue: 1.0 / 3.0, saturation: 1, brightness: 1, alpha: 1).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(abs(r) < 1e-9 && abs(g - 1) < 1e-9 && abs(b) < 1e-9 && a == 1)
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0
        UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).getHue(&h, saturation: &s, brightness: &v, alpha: &a)
        #expect(abs(h - 30.0 / 360.0) < 1e-9 && s == 1 && v == 1)
        #expect(UIColor.red.withAlphaComponent(0.5) == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(UIColor(white: 0.5, alpha: 1) == .gray)
    }

    @Test func systemColorsFollowLightAndDark() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let light = UITraitCollection(userInterfaceStyle: .light)
        #expect(UIColor.systemBackground.resolvedColor(with: dark) == .black)
        #expect(UIColor.systemBackground.resolvedColor(with: light) == .white)
        #expect(UIColor.systemBlue.resolvedColor(with: light) == UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1))
        #expect(UIColor.secondaryLabel.resolvedColor(with: light).cgColor.alpha == 0.6)
        let custom = UIColor { $0.userInterfaceStyle == .dark ? .yellow : .blue }
        #expect(custom.resolvedColor(with: dark) == .yellow)
        dark.performAsCurrent { #expect(custom.cgColor == UIColor.yellow.cgColor) }
        #expect(custom.cgColor == UIColor.blue.cgColor)
    }

    @Test func dynamicTypeSizesMatchApplesTable() {
        let large = UITraitCollection(preferredContentSizeCategory: .large)
        let expected: [(UIFont.TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ]
        for (style, size) in expected {
            #expect(UIFont.preferredFont(forTextStyle: style, compatibleWith: large).pointSize == size)
        }
        let huge = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: huge).pointSize == 53)
        #expect(UIFont.preferredFont(forTextStyle: .headline, compatibleWith: large).textFont.weight == .semibold)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(UIContentSizeCategory.small < .large)
    }

    @Test func fontsMeasure() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.lineHeight > 17 && font.lineHeight < 26)
        #expect(font.ascender > 0 && font.descender < 0)
        #expect(font.withSize(30).pointSize == 30)
        #expect(UIFont(name: "No Such Font Family", size: 12) == nil)
        #expect(UIFont.boldSystemFont(ofSize: 12).textFont.weight == .bold)
        let wide = ("MMMM" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 20)])
        let narrow = ("MMMM" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 10)])
        #expect(wide.width > narrow.width * 1.8)
    }

    @Test func geometryConvertsThroughTransforms() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = UIView(frame: CGRect(x: 100, y: 50, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 30))
        root.addSubview(a)
        a.addSubview(b)
        #expect(b.convert(CGPoint(x: 1, y: 2), to: root) == CGPoint(x: 111, y: 72))
        #expect(root.convert(CGPoint(x: 111, y: 72), to: b) == CGPoint(x: 1, y: 2))
        #expect(b.convert(b.bounds, to: root) == CGRect(x: 110, y: 70, width: 30, height: 30))
        a.bounds.origin = CGPoint(x: 10, y: 0)
        #expect(b.convert(CGPoint.zero, to: root) == CGPoint(x: 100, y: 70))
        a.bounds.origin = .zero
        a.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(a.frame == CGRect(x: 50, y: 0, width: 200, height: 200))
        #expect(b.convert(CGPoint.zero, to: root) == CGPoint(x: 70, y: 40))
        #expect(root.convert(CGPoint(x: 70, y: 40), to: b) == CGPoint.zero)
    }

    @Test func layerClassChoosesTheBackingLayer() {
        final class ShapeView: UIView {
            override class var layerClass: AnyClass { CAShapeLayer.self }
        }
        let view = ShapeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.layer is CAShapeLayer)
        #expect(view.layer.delegate === view)
        #expect(UIView().layer is CAShapeLayer == false)
    }

    @Test func hierarchyEditing() {
        let root = UIView()
        let a = UIView(), b = UIView(), c = UIView()
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, belowSubview: b)
        #expect(root.subviews == [a, c, b])
        root.bringSubviewToFront(a)
        #expect(root.subviews == [c, b, a])
        root.sendSubviewToBack(a)
        #expect(root.subviews == [a, c, b])
        root.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(root.subviews == [b, c, a])
        #expect(root.layer.sublayers?.map { $0 } == [b.layer, c.layer, a.layer])
        c.tag = 7
        #expect(root.viewWithTag(7) === c)
        #expect(c.isDescendant(of: root))
        let lines = diagnostics { c.addSubview(root) }
        #expect(root.superview == nil)
        #expect(lines.contains { $0.contains("cannot add a view to itself") })
        let out = diagnostics { root.exchangeSubview(at: 0, withSubviewAt: 9) }
        #expect(out.contains { $0.contains("out of range") })
        c.removeFromSuperview()
        #expect(root.subviews == [b, a])
    }

    @Test func scrollViewsTakeTheirContentSizeFromConstraints() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 900),
        ])
        scroll.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 200, height: 900))
        scroll.contentOffset = CGPoint(x: 0, y: 100)
        #expect(scroll.bounds.origin == CGPoint(x: 0, y: 100))
        scroll.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 0, width: 200, height: 900))
        #expect(content.convert(CGPoint.zero, to: scroll.superview ?? scroll).y == (scroll.superview == nil ? 0 : -100))
    }

    @Test func overridesSetBeforeTheViewLoadsReachItsColors() {
        /// A controller whose view resolves a dynamic color as it is made.
        final class Screen: UIViewController {
            override func loadView() {
                let root = UIView()
                root.backgroundColor = .systemBackground
                view = root
            }
        }
        let screen = Screen()
        screen.traitOverrides.userInterfaceStyle = .dark
        let window = makeWindow(width: 40, height: 40, root: screen)
        defer { window.isHidden = true }
        #expect(screen.view.traitCollection.userInterfaceStyle == .dark)
        #expect(window.tandemSnapshot().pixel(5, 5) == RGBA(0, 0, 0, 255))
    }
}
