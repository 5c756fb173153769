import Foundation

/// One appearance proxy: the class it is for, its containment chain and
/// traits, and the values set on it, in the order they were last set.
@MainActor
final class AppearanceProxyEntry {
    /// One value set on the proxy: the property (and, for a per-state
    /// property, the state) and how it is applied to an object.
    struct Value {
        let property: AppearanceProperty
        let variant: UInt
        let apply: (AnyObject) -> Void
    }

    let proxy: AnyObject
    /// Whether an object is an instance of the proxy's class (or a subclass).
    let matchesClass: (AnyObject) -> Bool
    /// How many superclasses the proxy's class has (more: more specific).
    let classDepth: Int
    /// The containers, innermost first.
    let containers: [any UIAppearanceContainer.Type]
    let traits: UITraitCollection?
    /// When the entry was made, for ties.
    let order: Int
    /// The values, in the order they were last set.
    private(set) var values: [Value] = []

    init(
        proxy: AnyObject, matchesClass: @escaping (AnyObject) -> Bool, classDepth: Int,
        containers: [any UIAppearanceContainer.Type], traits: UITraitCollection?, order: Int
    ) {
        self.proxy = proxy
        self.matchesClass = matchesClass
        self.classDepth = classDepth
        self.containers = containers
        self.traits = traits
        self.order = order
    }

    /// Records the value of `property` for `variant` (replacing an earlier one).
    func record(_ property: AppearanceProperty, variant: UInt = 0, apply: @escaping (AnyObject) -> Void) {
        values.removeAll { $0.property == property && $0.variant == variant }
        values.append(Value(property: property, variant: variant, apply: apply))
    }

    /// Whether the proxy applies to `object` with `traits`, contained in
    /// `container` and its ancestors (each next container found further
    /// out, views and their controllers): a view's are its superviews, a bar
    /// item's the bar showing it.
    func applies(to object: AnyObject, traits objectTraits: UITraitCollection, container: UIView?) -> Bool {
        guard object !== proxy, matchesClass(object) else { return false }
        if let traits, !objectTraits.containsTraits(in: traits) { return false }
        guard !containers.isEmpty else { return true }
        var index = 0
        var ancestor = container
        while let current = ancestor, index < containers.count {
            if isInstance(current, of: containers[index]) { index += 1 }
            if index < containers.count, let controller = current.owningViewController,
                isInstance(controller, of: containers[index])
            {
                index += 1
            }
            ancestor = current.superview
        }
        return index == containers.count
    }

    private func isInstance(_ object: AnyObject, of type: any UIAppearanceContainer.Type) -> Bool {
        AppearanceProxies.isSubclass(Swift.type(of: object), of: type)
    }

    /// Orders entries from the least specific to the most (the last applied wins).
    static func lessSpecific(_ a: AppearanceProxyEntry, _ b: AppearanceProxyEntry) -> Bool {
        if a.classDepth != b.classDepth { return a.classDepth < b.classDepth }
        if a.containers.count != b.containers.count { return a.containers.count < b.containers.count }
        if (a.traits == nil) != (b.traits == nil) { return a.traits == nil }
        return a.order < b.order
    }
}
