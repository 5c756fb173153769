import TandemUIKit

/// The color schemes the hosting views of one presentation ask for
/// (`preferredColorScheme`), and the appearance its outermost controller
/// had before any did.
///
/// On iOS the preference of any view in a presentation, a pushed screen's
/// included, sets the appearance of the whole presentation (the window's
/// or a sheet's controllers, with their bars), and is withdrawn when that
/// view goes (its screen popped). Each hosting view files its request here
/// under the presentation's outermost controller: the latest request still
/// standing wins, and when none stands the controller gets back the
/// appearance it had (the app's own override, left alone otherwise).
@MainActor
final class PresentationColorScheme {
    /// One registry per presentation that has requests, by its outermost controller.
    private static var registries: [ObjectIdentifier: PresentationColorScheme] = [:]

    private weak var controller: UIViewController?
    private let styleBefore: UIUserInterfaceStyle
    /// The standing requests, oldest first.
    private var requests: [(host: ObjectIdentifier, scheme: ColorScheme)] = []

    private init(controller: UIViewController) {
        self.controller = controller
        styleBefore = controller.overrideUserInterfaceStyle
    }

    /// The style the presentation takes now: the latest request's, else the one it had.
    private var style: UIUserInterfaceStyle {
        guard let latest = requests.last else { return styleBefore }
        return latest.scheme == .dark ? .dark : .light
    }

    /// Files `host`'s request for `scheme` in the presentation whose
    /// outermost controller is `controller`; returns the style that
    /// controller should take. A request whose scheme changed counts as the
    /// latest; one repeated keeps its place (a covered screen updating does
    /// not take the presentation back from the screen above it).
    static func request(_ scheme: ColorScheme, from host: ObjectIdentifier, in controller: UIViewController)
        -> UIUserInterfaceStyle
    {
        let key = ObjectIdentifier(controller)
        let registry: PresentationColorScheme
        // An entry whose controller is gone may share the new one's identifier: it is not reused.
        if let known = registries[key], known.controller === controller {
            registry = known
        } else {
            registries = registries.filter { $0.value.controller != nil }
            registry = PresentationColorScheme(controller: controller)
            registries[key] = registry
        }
        if let index = registry.requests.firstIndex(where: { $0.host == host }) {
            guard registry.requests[index].scheme != scheme else { return registry.style }
            registry.requests.remove(at: index)
        }
        registry.requests.append((host, scheme))
        return registry.style
    }

    /// Withdraws `host`'s request from the presentation of `controller`;
    /// returns the style that controller should take now (nil when the host
    /// had no request there). The last request withdrawn gives the
    /// controller back its own appearance and forgets the presentation.
    static func withdraw(from host: ObjectIdentifier, in controller: UIViewController) -> UIUserInterfaceStyle? {
        let key = ObjectIdentifier(controller)
        guard let registry = registries[key], registry.controller === controller,
            let index = registry.requests.firstIndex(where: { $0.host == host })
        else { return nil }
        registry.requests.remove(at: index)
        if registry.requests.isEmpty { registries[key] = nil }
        return registry.style
    }
}
