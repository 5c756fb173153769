import Foundation
import TandemUIKit

/// What a representable's UIKit view sees of the SwiftUI environment it is
/// shown in, as on iOS, where the view sits in a host view that carries the
/// environment as traits: the color scheme as `userInterfaceStyle`, the
/// layout direction as `layoutDirection`, the dynamic type size as
/// `preferredContentSizeCategory`, and the tint (`tint(_:)`) as `tintColor`.
///
/// They apply over what the view inherits from its superview and under the
/// view's (and its controller's) own overrides, so `overrideUserInterfaceStyle`
/// set in `makeUIView` still wins. `isEnabled` is not mapped: SwiftUI
/// documents no mapping to UIKit's `isEnabled`, so a representable reads
/// `context.environment.isEnabled` in `update` (which runs again when it changes).
@MainActor
enum RepresentableEnvironment {
    /// Gives `view` the traits and tint of `environment`; called before each
    /// `updateUIView` / `updateUIViewController`, so `update` sees them.
    static func apply(_ environment: EnvironmentValues, to view: UIView) {
        var traits = UITraitOverrides()
        traits.userInterfaceStyle = environment.colorScheme == .dark ? .dark : .light
        traits.layoutDirection = environment.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        traits.preferredContentSizeCategory = environment.dynamicTypeSize.contentSizeCategory
        view.setHostEnvironment(traits: traits, tintColor: environment.tint?.uiColor)
    }
}
