import Foundation

extension UIView: UIAppearance, UIAppearanceContainer {
    /// The proxy for every instance of the class: properties set on it are
    /// applied to instances as they move into a window, unless set on the
    /// instance itself. See ``UIAppearance`` for the properties Tandem records.
    /// The proxy is made with the class's `init(coder:)`, which must not fail.
    public static func appearance() -> Self {
        AppearanceProxies.proxy(of: self, containers: [], traits: nil, make: Self.init(coder:))
    }

    /// The proxy for instances contained in `containerTypes`, innermost first.
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceProxies.proxy(of: self, containers: containerTypes, traits: nil, make: Self.init(coder:))
    }

    /// The proxy for instances whose traits contain `trait`'s specified values.
    public static func appearance(for trait: UITraitCollection) -> Self {
        AppearanceProxies.proxy(of: self, containers: [], traits: trait, make: Self.init(coder:))
    }

    /// The proxy for instances with `trait`'s values, contained in `containerTypes` (innermost first).
    public static func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> Self {
        AppearanceProxies.proxy(of: self, containers: containerTypes, traits: trait, make: Self.init(coder:))
    }

    /// Records a set of the view's own `backgroundColor` or `tintColor`.
    func appearancePropertyDidChange(_ property: AppearanceProperty) {
        switch property {
        case .backgroundColor:
            appearancePropertyDidChange(property, value: backgroundColor) { (view: UIView, value) in
                view.backgroundColor = value
            }
        default:
            appearancePropertyDidChange(property, value: ownTintColor) { (view: UIView, value) in view.tintColor = value
            }
        }
    }

    /// Records a set of `property`: on a proxy, the value for the views it
    /// applies to; on any other view, that the view set it itself (unless
    /// the set is a proxy's value being applied).
    func appearancePropertyDidChange<View: UIView, Value>(
        _ property: AppearanceProperty, value: Value, set: @escaping (View, Value) -> Void
    ) {
        if let entry = AppearanceProxies.entry(of: self) {
            entry.record(property) { view in
                if let view = view as? View { set(view, value) }
            }
            return
        }
        if !AppearanceProxies.isApplying { customizedAppearanceProperties |= property.bit }
    }
}
