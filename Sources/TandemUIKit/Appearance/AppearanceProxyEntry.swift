import Foundation

/// One appearance proxy: the class it is for, its containment chain and
/// traits, and the values set on it, in the order they were last set.
@MainActor
final class AppearanceProxyEntry {
    let proxy: UIView
    /// Whether a view is an instance of the proxy's class (or a subclass).
    let matchesClass: (UIView) -> Bool
    /// How many superclasses the proxy's class has (more: more specific).
    let classDepth: Int
    /// The containers, innermost first.
    let containers: [any UIAppearanceContainer.Type]
    let traits: UITraitCollection?
    /// When the entry was made, for ties.
    let order: Int
    /// The values, each with how it is applied to a view.
    private(set) var values: [(property: AppearanceProperty, apply: (UIView) -> Void)] = []

    init(
        proxy: UIView, matchesClass: @escaping (UIView) -> Bool, classDepth: Int,
        containers: [any UIAppearanceContainer.Type], traits: UITraitCollection?, order: Int
    ) {
        self.proxy = proxy
        self.matchesClass = matchesClass
        self.classDepth = classDepth
        self.containers = containers
        self.traits = traits
        self.order = order
    }

    /// Records the value of `property` (replacing an earlier one).
    func record(_ property: AppearanceProperty, apply: @escaping (UIView) -> Void) {
        values.removeAll { $0.property == property }
        values.append((property, apply))
    }

    /// Whether the proxy applies to `view`: its class, its traits, and its
    /// containers (each next one found further out, views and their controllers).
    func applies(to view: UIView) -> Bool {
        guard view !== proxy, matchesClass(view) else { return false }
        if let traits, !view.traitCollection.containsTraits(in: traits) { return false }
        guard !containers.isEmpty else { return true }
        var index = 0
        var ancestor = view.superview
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
