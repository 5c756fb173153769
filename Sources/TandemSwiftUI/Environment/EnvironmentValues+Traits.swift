import Foundation
import TandemUIKit

/// The bridge between the environment and UIKit's traits.
extension EnvironmentValues {
    /// A trait collection with this environment's appearance,
    /// direction and scale, for resolving dynamic UIKit colors and fonts.
    ///
    /// The last one made is kept and handed out again while those three
    /// values stay the same (every color in every row is resolved with one;
    /// trait collections are immutable, so sharing one is safe).
    @MainActor var traitCollection: UITraitCollection {
        let isDark = colorScheme == .dark, scale = displayScale, isRightToLeft = layoutDirection == .rightToLeft
        if let last = Self.lastTraits, last.isDark == isDark, last.scale == scale, last.isRightToLeft == isRightToLeft {
            return last.traits
        }
        let traits = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: isDark ? .dark : .light),
            UITraitCollection(displayScale: scale),
            UITraitCollection(layoutDirection: isRightToLeft ? .rightToLeft : .leftToRight),
        ])
        Self.lastTraits = (isDark, scale, isRightToLeft, traits)
        return traits
    }

    /// The last trait collection ``traitCollection`` made, with its values.
    @MainActor private static var lastTraits:
        (isDark: Bool, scale: CGFloat, isRightToLeft: Bool, traits: UITraitCollection)?

    /// This environment with the values UIKit's `traits` carry.
    @MainActor mutating func apply(_ traits: UITraitCollection) {
        colorScheme = traits.userInterfaceStyle == .dark ? .dark : .light
        layoutDirection = traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        displayScale = traits.displayScale > 0 ? traits.displayScale : 1
        horizontalSizeClass = UserInterfaceSizeClass(traits.horizontalSizeClass)
        verticalSizeClass = UserInterfaceSizeClass(traits.verticalSizeClass)
    }
}

extension UserInterfaceSizeClass {
    /// The size class of a UIKit trait; nil for `.unspecified`.
    init?(_ sizeClass: UIUserInterfaceSizeClass) {
        switch sizeClass {
        case .compact: self = .compact
        case .regular: self = .regular
        default: return nil
        }
    }
}
