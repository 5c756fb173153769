import Foundation
import TandemGraphics

/// The glyphs UIKit's bars draw themselves rather than read from a symbol:
/// the back button's chevron.
@MainActor
enum BarGlyphs {
    /// The width of the back chevron's stroke box; the image adds
    /// ``backChevronGap`` after it, the room iOS leaves before the title.
    static let backChevronWidth: CGFloat = 13
    /// The room between the back chevron and the back button's title.
    static let backChevronGap: CGFloat = 6

    /// iOS's back chevron ("chevron.backward" at the bar's 17-point
    /// semibold weight): a 13 × 21-point stroke with round ends, on the
    /// left of an image 19 points wide so that the title follows it at
    /// iOS's distance. A template image: the bar's tint colors it.
    static let backChevron: UIImage = {
        let height: CGFloat = 22
        let size = CGSize(width: backChevronWidth + backChevronGap, height: height)
        let image = UIGraphicsImageRenderer(size: size).image { renderer in
            let context = renderer.cgContext
            context.setStrokeColor(UIColor.black.cgColor)
            context.setLineWidth(3)
            context.setLineCap(.round)
            context.setLineJoin(.round)
            context.move(to: CGPoint(x: backChevronWidth - 2, y: 1.5))
            context.addLine(to: CGPoint(x: 2, y: height / 2))
            context.addLine(to: CGPoint(x: backChevronWidth - 2, y: height - 1.5))
            context.strokePath()
        }
        return image.withRenderingMode(.alwaysTemplate)
    }()
}
