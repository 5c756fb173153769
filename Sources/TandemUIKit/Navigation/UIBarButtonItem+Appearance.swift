public import Foundation

extension UIBarButtonItem: UIAppearance {
    /// The proxy for every item: its `tintColor` and title text attributes
    /// apply to items that do not set them themselves, as a bar shows them.
    public static func appearance() -> Self {
        AppearanceProxies.proxy(of: self, containers: [], traits: nil, make: Self.init(coder:))
    }

    /// The proxy for items shown in bars inside `containerTypes`, innermost
    /// first (`[UINavigationBar.self]`, `[UIToolbar.self]`, a controller class).
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceProxies.proxy(of: self, containers: containerTypes, traits: nil, make: Self.init(coder:))
    }

    /// The proxy for items shown in bars whose traits contain `trait`'s specified values.
    public static func appearance(for trait: UITraitCollection) -> Self {
        AppearanceProxies.proxy(of: self, containers: [], traits: trait, make: Self.init(coder:))
    }

    /// The proxy for items with `trait`'s values, in bars inside `containerTypes` (innermost first).
    public static func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> Self {
        AppearanceProxies.proxy(of: self, containers: containerTypes, traits: trait, make: Self.init(coder:))
    }

    /// Sets the title's attributes (`.font`, `.foregroundColor`) for
    /// `state`; they win over the bar's appearance. A state without its own
    /// takes the normal state's, as in UIKit. (UIKit declares this on
    /// `UIBarItem`, which Tandem folds into the item.)
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributesByState[state.rawValue] = attributes
        appearancePropertyDidChange(.itemTitleTextAttributes, variant: state.rawValue, value: attributes) {
            $0.setTitleTextAttributes($1, for: state)
        }
        changed()
    }

    /// The title's attributes set for `state` (on the item or by an appearance proxy); nil when none are.
    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributesByState[state.rawValue]
    }

    /// Records a set of `property`: on a proxy, the value for the items it
    /// applies to; on any other item, that the item set it itself (unless
    /// the set is a proxy's value being applied).
    func appearancePropertyDidChange<Value>(
        _ property: AppearanceProperty, variant: UInt = 0, value: Value,
        set: @escaping (UIBarButtonItem, Value) -> Void
    ) {
        if let entry = AppearanceProxies.entry(of: self) {
            entry.record(property, variant: variant) { object in
                if let item = object as? UIBarButtonItem { set(item, value) }
            }
            return
        }
        if !AppearanceProxies.isApplying { customizedAppearanceProperties |= property.bit }
    }

    /// Takes the values of the appearance proxies that apply to the item
    /// shown in `bar`, except for those it set itself.
    func applyAppearanceProxies(shownIn bar: UIView) {
        guard AppearanceProxies.isActive else { return }
        AppearanceProxies.apply(
            to: self, customized: customizedAppearanceProperties, traits: bar.traitCollection, container: bar)
    }

    /// Gives `button` the item's own title attributes, over the bar's:
    /// the font and color of the normal state, and the colors of the
    /// highlighted and disabled states when set.
    func styleTitle(of button: UIButton) {
        if let normal = titleTextAttributes(for: .normal) {
            if let font = normal[.font] as? UIFont { button.titleLabel?.font = font }
            if let color = normal[.foregroundColor] as? UIColor { button.setTitleColor(color, for: .normal) }
        }
        for state in [UIControl.State.highlighted, .disabled] {
            if let color = titleTextAttributes(for: state)?[.foregroundColor] as? UIColor {
                button.setTitleColor(color, for: state)
            }
        }
    }
}
