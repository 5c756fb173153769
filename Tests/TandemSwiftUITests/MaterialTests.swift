import Foundation
import SwiftUI
import TandemTestSupport
import TandemUIKit
import Testing

/// Materials blur what lies behind them, and shape styles take an opacity
/// (Hacking with Swift's GuessTheFlag card and SnowSeeker's
/// `.background(.primary.opacity(0.1))`).
@MainActor
@Suite struct MaterialTests {
    /// Red and blue halves under a material over the top half.
    struct Stripes: View {
        let material: Material
        var body: some View {
            ZStack(alignment: .top) {
                HStack(spacing: 0) {
                    Color(red: 1, green: 0, blue: 0)
                    Color(red: 0, green: 0, blue: 1)
                }
                Rectangle().fill(material).frame(height: 100)
            }
            .frame(width: 200, height: 200)
        }
    }

    @Test func aMaterialBlursAndLightensWhatLiesBehind() throws {
        let (_, window) = host(Stripes(material: .regularMaterial), width: 200, height: 200)
        defer { window.isHidden = true }
        let effect = try #require(window.allSubviews.compactMap { $0 as? UIVisualEffectView }.first)
        #expect((effect.effect as? UIBlurEffect)?.style == .systemMaterial)
        let image = window.tandemSnapshot()
        let scale = Int(image.scale)
        // Under the material, at the seam: red and blue mixed, and lightened.
        let seam = image.pixel(100 * scale, 50 * scale)
        #expect(seam.r > 120 && seam.b > 120, "blurred across the seam: \(seam)")
        #expect(seam.g > 90, "tinted toward white: \(seam)")
        // Below it, the colors as they are.
        let below = image.pixel(50 * scale, 150 * scale)
        #expect(below.r > 250 && below.g < 5 && below.b < 5, "\(below)")
        // A thinner material lets more of the color through.
        let (_, thinWindow) = host(Stripes(material: .ultraThinMaterial), width: 200, height: 200)
        defer { thinWindow.isHidden = true }
        let thin = thinWindow.tandemSnapshot().pixel(20 * scale, 50 * scale)
        let regular = image.pixel(20 * scale, 50 * scale)
        #expect(thin.g < regular.g, "ultra thin \(thin) is less white than regular \(regular)")
    }

    @Test func aMaterialInARoundedShapeRoundsItsBlur() throws {
        let view = Color.blue.overlay(RoundedRectangle(cornerRadius: 20).fill(.thinMaterial).padding(20))
            .frame(width: 200, height: 200)
        let (_, window) = host(view, width: 200, height: 200)
        defer { window.isHidden = true }
        let effect = try #require(window.allSubviews.compactMap { $0 as? UIVisualEffectView }.first)
        CATransaction.flush()
        #expect(effect.layer.cornerRadius == 20)
        #expect(effect.bounds.size == CGSize(width: 160, height: 160))
    }

    @Test func shapeStylesTakeAnOpacity() throws {
        let view = VStack(spacing: 0) {
            Color.clear.frame(height: 50).background(.primary.opacity(0.1))
            Rectangle().fill(
                LinearGradient(
                    colors: [Color(red: 1, green: 0, blue: 0), Color(red: 1, green: 0, blue: 0)], startPoint: .leading,
                    endPoint: .trailing
                ).opacity(0.5)
            ).frame(height: 50)
            Rectangle().fill(.primary.opacity(Double.nan)).frame(height: 50)
        }
        .frame(width: 100).background(Color.white)
        let image = try #require(ImageRenderer(content: view).cgImage)
        let tinted = image.pixel(50, 25)
        #expect(tinted.r > 220 && tinted.r < 240, "black at 10% over white: \(tinted)")
        let half = image.pixel(50, 75)
        #expect(half.r > 250 && half.g > 120 && half.g < 135, "red at half over white: \(half)")
        let none = image.pixel(50, 125)
        #expect(none.r > 250 && none.g > 250, "a NaN opacity draws nothing: \(none)")
    }
}
