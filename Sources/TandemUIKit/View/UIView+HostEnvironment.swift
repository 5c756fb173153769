import Foundation

extension UIView {
    /// Gives the view the traits and tint of the SwiftUI environment it is
    /// shown in (a representable's view), as iOS's host view does: `traits`
    /// apply over what the view inherits and under its controller's and its
    /// own overrides; `tintColor` is its tint unless it sets one. Views whose
    /// effective traits or tint changed are told, as for any override.
    package func setHostEnvironment(traits: UITraitOverrides, tintColor: UIColor?) {
        let traitsChanged = traits != environmentTraitOverrides
        let tintChanged = tintColor != environmentTintColor
        environmentTraitOverrides = traits
        environmentTintColor = tintColor
        if traitsChanged {
            // Recomputes traits and tint through the subtree.
            inheritedPropertiesDidChange()
        } else if tintChanged, ownTintColor == nil {
            notifyTintChange()
        }
    }
}
