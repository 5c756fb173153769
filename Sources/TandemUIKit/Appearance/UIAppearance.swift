import Foundation

/// A class whose instances take property values from appearance proxies:
/// values set on `SomeView.appearance()` are applied to every instance of
/// the class (and its subclasses) when it moves into a window, unless the
/// property was set on the instance itself.
///
/// In Tandem, a proxy is an instance of the class made for the purpose;
/// the properties it records are the ones UIKit marks as appearance
/// selectors that Tandem supports: `backgroundColor` and `tintColor` of any
/// view, and the bar properties (`barTintColor`, `unselectedItemTintColor`,
/// the title text attributes and the bar appearances) of navigation bars,
/// tab bars and toolbars. Of several proxies that apply, the more specific
/// wins: a subclass's over its superclass's, a longer containment chain
/// over a shorter one, trait-specific over general, and otherwise the later one.
@preconcurrency @MainActor
public protocol UIAppearance: AnyObject {
    /// The proxy for every instance of the class.
    static func appearance() -> Self
    /// The proxy for instances contained in the given containers, innermost
    /// first (a navigation controller in a tab bar controller:
    /// `[UINavigationController.self, UITabBarController.self]`).
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
    /// The proxy for instances whose traits contain `trait`'s specified values.
    static func appearance(for trait: UITraitCollection) -> Self
    /// The proxy for instances with `trait`'s values in the given containers.
    static func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> Self
}
