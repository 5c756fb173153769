import Foundation
import TandemUIKit

/// The bridge between the environment and UIKit's traits.
extension EnvironmentValues {
    /// A trait collection with this environment's appearance, text size,
    /// direction and scale, for resolving dynamic UIKit colors and fonts.
    @MainActor var traitCollection: UITraitCollection {
        UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: colorScheme == .dark ? .dark : .light),
            UITraitCollection(displayScale: displayScale),
            UITraitCollection(layoutDirection: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight),
        ])
    }

    /// This environment with the values UIKit's `traits` carry.
    @MainActor mutating func apply(_ traits: UITraitCollection) {
        colorScheme = traits.userInterfaceStyle == .dark ? .dark : .light
        layoutDirection = traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        displayScale = traits.displayScale > 0 ? traits.displayScale : 1
    }
}
