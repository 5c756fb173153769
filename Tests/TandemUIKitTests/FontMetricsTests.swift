import Foundation
import Testing
import UIKit

@testable import TandemUIKit

/// `UIFontMetrics` scales by the text style's Dynamic Type ratios.
@MainActor
@Suite struct FontMetricsTests {
    @Test func fontsAndValuesScaleAsTheirStyle() {
        let large = UITraitCollection(preferredContentSizeCategory: .large)
        let huge = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        let small = UITraitCollection(preferredContentSizeCategory: .extraSmall)
        let font = UIFont.systemFont(ofSize: 17)
        let body = UIFontMetrics(forTextStyle: .body)
        #expect(body.scaledFont(for: font, compatibleWith: large).pointSize == 17)
        #expect(body.scaledFont(for: font, compatibleWith: huge).pointSize == 53)
        #expect(body.scaledFont(for: font, compatibleWith: small).pointSize == 14)
        #expect(body.scaledFont(for: font, maximumPointSize: 30, compatibleWith: huge).pointSize == 30)
        #expect(UIFontMetrics.default.scaledValue(for: 34, compatibleWith: huge) == 106)
        // A title's ratio: 28 at large, 58 at the largest.
        let title = UIFontMetrics(forTextStyle: .title1)
        #expect(title.scaledValue(for: 28, compatibleWith: huge) == 58)
    }
}
