import Foundation
import SwiftUI
import TandemTestSupport
import TandemUIKit
import Testing

/// `blendMode` composites a view over what lies behind it as Core Graphics'
/// blend modes do; `CALayer.compositingFilter` takes Core Animation's names.
@MainActor
@Suite struct BlendModeTests {
    private func pixel<V: View>(_ view: V) throws -> RGBA {
        let image = try #require(ImageRenderer(content: view).cgImage)
        return image.pixel(10, 10)
    }

    private func over(_ mode: BlendMode) -> some View {
        ZStack {
            Color(red: 1, green: 1, blue: 0)
            Color(red: 0, green: 1, blue: 1).blendMode(mode)
        }
        .frame(width: 20, height: 20)
    }

    @Test func multiplyScreenAndDifference() throws {
        // Yellow × cyan is green; screen of the two is white; their difference is magenta.
        #expect(try pixel(over(.multiply)).isClose(to: RGBA(0, 255, 0, 255)))
        #expect(try pixel(over(.screen)).isClose(to: RGBA(255, 255, 255, 255)))
        #expect(try pixel(over(.difference)).isClose(to: RGBA(255, 0, 255, 255)))
        // Normal draws the top color.
        #expect(try pixel(over(.normal)).isClose(to: RGBA(0, 255, 255, 255)))
    }

    @Test func aBlendedGroupIsCompositedAsOneImage() throws {
        // Inside the blended view, its own colors draw normally (cyan over red is cyan);
        // the group then multiplies with the yellow behind: green.
        let view = ZStack {
            Color(red: 1, green: 1, blue: 0)
            ZStack {
                Color(red: 1, green: 0, blue: 0)
                Color(red: 0, green: 1, blue: 1)
            }
            .blendMode(.multiply)
        }
        .frame(width: 20, height: 20)
        #expect(try pixel(view).isClose(to: RGBA(0, 255, 0, 255)))
    }

    @Test func layersTakeCoreAnimationsFilterNames() throws {
        let base = CALayer()
        base.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        base.backgroundColor = UIColor(red: 1, green: 1, blue: 0, alpha: 1).cgColor
        let top = CALayer()
        top.frame = base.bounds
        top.backgroundColor = UIColor(red: 0, green: 1, blue: 1, alpha: 1).cgColor
        top.compositingFilter = "multiplyBlendMode"
        base.addSublayer(top)
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20))
        let image = try #require(renderer.image { base.render(in: $0.cgContext) }.cgImage)
        #expect(image.pixel(10, 10).isClose(to: RGBA(0, 255, 0, 255)))
        #expect(top.compositingFilter as? String == "multiplyBlendMode")
        // An unknown name is kept and drawn normally.
        top.compositingFilter = "sparkleBlendMode"
        let normal = try #require(renderer.image { base.render(in: $0.cgContext) }.cgImage)
        #expect(normal.pixel(10, 10).isClose(to: RGBA(0, 255, 255, 255)))
        #expect(top.compositingFilter as? String == "sparkleBlendMode")
    }
}
