import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// Classes of these tests alone, so that their proxies reach no other test's
/// views (each test also removes its proxies before it returns: a synchronous
/// main-actor test runs whole, with no other test in between).
private final class ProxiedView: UIView {}
private final class SpecialProxiedView: UIView {}
private final class ProxyNavigationController: UINavigationController {}
private final class ProxyContainerView: UIView {}
private final class LateProxiedView: UIView {}
private final class TraitProxiedView: UIView {}

@MainActor
@Suite struct AppearanceProxyTests {
    private static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    private static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    private static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)

    @Test func aProxysValuesReachInstancesAsTheyEnterAWindowUnlessSetOnThem() {
        // Synchronous, so no other test runs between the proxy's setting and its removal.
        defer { AppearanceProxies.tandemRemoveAll() }
        UINavigationBar.appearance().barTintColor = Self.red
        UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: Self.green]
        #expect(UINavigationBar.appearance() === UINavigationBar.appearance())
        let navigation = UINavigationController(rootViewController: UIViewController())
        // Not in a window yet: untouched.
        #expect(navigation.navigationBar.barTintColor == nil)
        let window = makeWindow(width: 300, height: 300, root: navigation)
        #expect(navigation.navigationBar.barTintColor == Self.red)
        #expect(navigation.navigationBar.titleLabel.textColor == Self.green)
        // Set on the instance first: the instance's value stays.
        let own = UINavigationController(rootViewController: UIViewController())
        own.navigationBar.barTintColor = Self.blue
        window.rootViewController = own
        CATransaction.flush()
        #expect(own.navigationBar.barTintColor == Self.blue)
        #expect(own.navigationBar.titleLabel.textColor == Self.green)
        window.isHidden = true
    }

    @Test func theMoreSpecificProxyWins() {
        defer { AppearanceProxies.tandemRemoveAll() }
        ProxiedView.appearance().backgroundColor = Self.red
        ProxiedView.appearance(whenContainedInInstancesOf: [ProxyContainerView.self]).backgroundColor = Self.green
        UIView.appearance(whenContainedInInstancesOf: [ProxyNavigationController.self]).tintColor = Self.blue
        let window = makeWindow(width: 300, height: 300)
        let loose = ProxiedView(frame: .zero)
        let container = ProxyContainerView(frame: .zero)
        let contained = ProxiedView(frame: .zero)
        container.addSubview(contained)
        window.addSubview(loose)
        window.addSubview(container)
        #expect(loose.backgroundColor == Self.red)
        #expect(contained.backgroundColor == Self.green)
        // A proxy of another class leaves these alone; a plain view outside the container too.
        let other = SpecialProxiedView(frame: .zero)
        window.addSubview(other)
        #expect(other.backgroundColor == nil)
        // Views in a container controller of the given class take its proxy's tint.
        let inner = UIViewController()
        let navigation = ProxyNavigationController(rootViewController: inner)
        window.rootViewController = navigation
        CATransaction.flush()
        #expect(inner.view.tintColor == Self.blue)
        let outside = UIView()
        window.addSubview(outside)
        #expect(outside.tintColor != Self.blue)
        window.isHidden = true
    }

    @Test func aTraitProxyAppliesWhereTheTraitsMatch() {
        defer { AppearanceProxies.tandemRemoveAll() }
        TraitProxiedView.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).backgroundColor = Self.red
        let dark = makeWindow(width: 100, height: 100)
        dark.overrideUserInterfaceStyle = .dark
        let light = makeWindow(width: 100, height: 100)
        light.overrideUserInterfaceStyle = .light
        let inDark = TraitProxiedView(frame: .zero), inLight = TraitProxiedView(frame: .zero)
        dark.addSubview(inDark)
        light.addSubview(inLight)
        #expect(inDark.backgroundColor == Self.red)
        #expect(inLight.backgroundColor == nil)
        dark.isHidden = true
        light.isHidden = true
    }

    @Test func aValueSetOnTheInstanceLaterWins() {
        defer { AppearanceProxies.tandemRemoveAll() }
        LateProxiedView.appearance().backgroundColor = Self.red
        let window = makeWindow(width: 100, height: 100)
        let view = LateProxiedView(frame: .zero)
        window.addSubview(view)
        #expect(view.backgroundColor == Self.red)
        view.backgroundColor = Self.blue
        view.removeFromSuperview()
        window.addSubview(view)
        #expect(view.backgroundColor == Self.blue)
        window.isHidden = true
    }
}
