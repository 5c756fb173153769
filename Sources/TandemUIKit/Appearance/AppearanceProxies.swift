import Foundation

/// Every appearance proxy made, and the application of their values to
/// views moving into a window.
@MainActor
package enum AppearanceProxies {
    /// The entries, by proxy.
    private static var entries: [ObjectIdentifier: AppearanceProxyEntry] = [:]
    /// The proxies by class, containers and traits, so that asking again gives the same proxy.
    private static var proxiesByKey: [String: UIView] = [:]
    /// Whether any proxy exists (views skip all of this until one does).
    private(set) static var isActive = false
    /// Whether proxy values are being applied (those sets are not the view's own).
    private(set) static var isApplying = false

    /// The proxy of `View` for `containers` and `traits`, made on first use.
    static func proxy<View: UIView>(
        of viewType: View.Type, containers: [any UIAppearanceContainer.Type], traits: UITraitCollection?
    ) -> View {
        let key =
            ([String(reflecting: viewType)] + containers.map { String(reflecting: $0) }).joined(separator: "|")
            + (traits.map { "|\(ObjectIdentifier($0).hashValue)" } ?? "")
        if let existing = proxiesByKey[key] as? View { return existing }
        guard let proxy = View(coder: AppearanceProxyCoder()) else {
            preconditionFailure("\(viewType).init(coder:) returned nil: Tandem makes appearance proxies with it")
        }
        var depth = 0
        var current: AnyClass? = viewType
        while let cls = current, let superclass = _getSuperclass(cls) {
            depth += 1
            current = superclass
        }
        let entry = AppearanceProxyEntry(
            proxy: proxy, matchesClass: { $0 is View }, classDepth: depth, containers: containers, traits: traits,
            order: entries.count)
        entries[ObjectIdentifier(proxy)] = entry
        proxiesByKey[key] = proxy
        isActive = true
        return proxy
    }

    /// The entry of `view` when it is a proxy.
    static func entry(of view: UIView) -> AppearanceProxyEntry? {
        guard isActive else { return nil }
        return entries[ObjectIdentifier(view)]
    }

    /// Applies the values of every proxy that applies to `view`, least
    /// specific first, except for properties set on the view itself.
    static func apply(to view: UIView) {
        guard isActive, entries[ObjectIdentifier(view)] == nil else { return }
        let applicable = entries.values.filter { $0.applies(to: view) }.sorted(by: AppearanceProxyEntry.lessSpecific)
        guard !applicable.isEmpty else { return }
        isApplying = true
        defer { isApplying = false }
        for entry in applicable {
            for value in entry.values where view.customizedAppearanceProperties & value.property.bit == 0 {
                value.apply(view)
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
