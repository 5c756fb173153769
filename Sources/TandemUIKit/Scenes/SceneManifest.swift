import Foundation
import TandemSupport

/// The scene configurations Info.plist's `UIApplicationSceneManifest` lists:
/// for each session role, the configurations' names and classes.
@MainActor
struct SceneManifest {
    /// Whether the application supports several scenes at once.
    let supportsMultipleScenes: Bool
    /// The configurations by role, in Info.plist's order.
    let configurations: [UISceneSession.Role: [UISceneConfiguration]]

    /// The manifest of the main bundle's Info.plist, if it has one; `override` replaces it (tests).
    static var main: SceneManifest? {
        if let override { return override }
        if !mainLoaded {
            mainLoaded = true
            mainManifest = readMainBundle()
        }
        return mainManifest
    }
    private static var mainLoaded = false
    private static var mainManifest: SceneManifest?
    /// A manifest used instead of the main bundle's (tests set one, then nil).
    static var override: SceneManifest?

    /// The configuration named `name` for `role` (the first for the role when `name` is nil).
    func configuration(named name: String?, role: UISceneSession.Role) -> UISceneConfiguration? {
        guard let list = configurations[role] else { return nil }
        guard let name else { return list.first }
        return list.first { $0.name == name }
    }

    /// Reads a manifest dictionary (Info.plist's `UIApplicationSceneManifest`).
    /// Class names are resolved as `String(reflecting:)` names them;
    /// `$(PRODUCT_MODULE_NAME)` becomes `moduleName`. A name that resolves to
    /// no class of the right kind is reported and left out.
    init(dictionary: [String: Any], moduleName: String?) {
        supportsMultipleScenes = dictionary["UIApplicationSupportsMultipleScenes"] as? Bool ?? false
        var configurations: [UISceneSession.Role: [UISceneConfiguration]] = [:]
        let roles = dictionary["UISceneConfigurations"] as? [String: Any] ?? [:]
        for (roleName, value) in roles {
            let role = UISceneSession.Role(rawValue: roleName)
            let entries = value as? [[String: Any]] ?? []
            configurations[role] = entries.map { entry in
                let name = entry["UISceneConfigurationName"] as? String
                let sceneClass: AnyClass? = Self.resolve(
                    entry["UISceneClassName"] as? String, moduleName: moduleName, as: "UIScene"
                ) {
                    $0 is UIScene.Type
                }
                let delegateClass: AnyClass? = Self.resolve(
                    entry["UISceneDelegateClassName"] as? String, moduleName: moduleName, as: "UISceneDelegate"
                ) { $0 is UISceneDelegate.Type }
                if entry["UISceneStoryboardFile"] != nil {
                    Diagnostics.report(
                        "UISceneConfiguration",
                        "\(name ?? "a scene configuration") names a storyboard, which Tandem does not load; the scene delegate must make the window"
                    )
                }
                return UISceneConfiguration(
                    name: name, role: role, sceneClass: sceneClass, delegateClass: delegateClass)
            }
        }
        self.configurations = configurations
    }

    /// The class named `name` (UIKit's own names, such as `UIWindowScene`,
    /// included), when `fits` accepts it; otherwise nil, reported.
    private static func resolve(
        _ name: String?, moduleName: String?, as kind: String, fits: (Any.Type) -> Bool
    ) -> AnyClass? {
        guard var name, !name.isEmpty else { return nil }
        if let moduleName { name = name.replacingOccurrences(of: "$(PRODUCT_MODULE_NAME)", with: moduleName) }
        if name == "UIWindowScene" { return UIWindowScene.self }
        if name == "UIScene" { return UIScene.self }
        let candidates = [name] + (moduleName.map { ["\($0).\(name)"] } ?? [])
        for candidate in candidates {
            if let type = _typeByName(candidate), fits(type), let cls = type as? AnyClass { return cls }
        }
        Diagnostics.report("UISceneConfiguration", "no \(kind) class named \(name); left out")
        return nil
    }

    /// The manifest in the main bundle's Info.plist (or an Info.plist beside the executable).
    private static func readMainBundle() -> SceneManifest? {
        guard let manifest = MainBundleInfo.value(forKey: "UIApplicationSceneManifest") as? [String: Any] else {
            return nil
        }
        return SceneManifest(dictionary: manifest, moduleName: moduleName)
    }

    /// The module of the application delegate, for `$(PRODUCT_MODULE_NAME)`.
    static var moduleName: String? {
        guard let delegate = UIApplication.shared.delegate else { return nil }
        return String(reflecting: type(of: delegate)).split(separator: ".").first.map(String.init)
    }
}
