import Foundation

/// Every appearance proxy made, and the application of their values to
/// views moving into a window and to bar items a bar shows.
@MainActor
package enum AppearanceProxies {
    /// The entries, by proxy.
    private static var entries: [ObjectIdentifier: AppearanceProxyEntry] = [:]
    /// The proxies by class, containers and traits, so that asking again gives the same proxy.
    private static var proxiesByKey: [String: AnyObject] = [:]
    /// Whether any proxy exists (views skip all of this until one does).
    private(set) static var isActive = false
    /// Whether proxy values are being applied (those sets are not the object's own).
    private(set) static var isApplying = false

    /// The proxy of `objectType` for `containers` and `traits`, made with
    /// the class's `init(coder:)` on first use (a view's or a bar item's,
    /// which must not fail).
    static func proxy<Object: AnyObject>(
        of objectType: Object.Type, containers: [any UIAppearanceContainer.Type], traits: UITraitCollection?,
        make: (NSCoder) -> Object?
    ) -> Object {
        let key =
            ([String(reflecting: objectType)] + containers.map { String(reflecting: $0) }).joined(separator: "|")
            + (traits.map { "|\(ObjectIdentifier($0).hashValue)" } ?? "")
        if let existing = proxiesByKey[key] as? Object { return existing }
        guard let proxy = make(AppearanceProxyCoder()) else {
            preconditionFailure("\(objectType).init(coder:) returned nil: Tandem makes appearance proxies with it")
        }
        var depth = 0
        var current: AnyClass? = objectType
        while let cls = current, let superclass = _getSuperclass(cls) {
            depth += 1
            current = superclass
        }
        let entry = AppearanceProxyEntry(
            proxy: proxy, matchesClass: { $0 is Object }, classDepth: depth, containers: containers, traits: traits,
            order: entries.count)
        entries[ObjectIdentifier(proxy)] = entry
        proxiesByKey[key] = proxy
        isActive = true
        return proxy
    }

    /// The entry of `object` when it is a proxy.
    static func entry(of object: AnyObject) -> AppearanceProxyEntry? {
        guard isActive else { return nil }
        return entries[ObjectIdentifier(object)]
    }

    /// Applies the values of every proxy that applies to `view`, least
    /// specific first, except for properties set on the view itself.
    static func apply(to view: UIView) {
        apply(
            to: view, customized: view.customizedAppearanceProperties, traits: view.traitCollection,
            container: view.superview)
    }

    /// Applies the values of every proxy that applies to `object` (with
    /// `traits`, inside `container`), least specific first, except for the
    /// properties in `customized`, which the object set itself.
    static func apply(to object: AnyObject, customized: UInt16, traits: UITraitCollection, container: UIView?) {
        guard isActive, entries[ObjectIdentifier(object)] == nil else { return }
        let applicable = entries.values.filter { $0.applies(to: object, traits: traits, container: container) }
            .sorted(by: AppearanceProxyEntry.lessSpecific)
        guard !applicable.isEmpty else { return }
        isApplying = true
        defer { isApplying = false }
        for entry in applicable {
            for value in entry.values where customized & value.property.bit == 0 {
                value.apply(object)
            }
        }
    }

    /// Forgets every proxy (tests that use unscoped proxies of UIKit's classes end with this).
    package static func tandemRemoveAll() {
        entries = [:]
        proxiesByKey = [:]
        isActive = false
    }

    /// Whether `type` is `ancestor` or one of its subclasses.
    static func isSubclass(_ type: AnyClass, of ancestor: Any.Type) -> Bool {
        let target = ObjectIdentifier(ancestor)
        var current: AnyClass? = type
        while let cls = current {
            if ObjectIdentifier(cls) == target { return true }
            current = _getSuperclass(cls)
        }
        return false
    }
}
