import Foundation
import TandemSupport

/// Finds the Swift class an Interface Builder element names with
/// `customClass` and `customModule`, without the Objective-C runtime.
///
/// On Apple's systems UIKit asks the Objective-C runtime for the class by
/// name (`NSClassFromString`). Linux has no such runtime, but Swift's own
/// keeps every type's metadata reachable by its mangled name: a top-level
/// class `ViewController` in module `App` is `3App14ViewControllerC`, which
/// `_typeByName` resolves. Nested names (`Outer.Inner`) mangle the same way.
/// The element's `customModule` is tried, and the module of the SwiftPM
/// target whose resources hold the file (first, when Xcode was told the
/// module is "the target's", `customModuleProvider="target"`), then the main
/// executable's module (an app's module is its executable's name).
enum InterfaceBuilderClassResolver {
    /// The class for `element`: its custom class when it names one that
    /// exists and is a kind of `base`, else `base`. An unknown custom class
    /// is reported as UIKit logs it ("Unknown class X in Interface Builder
    /// file.") and `base` is used, as UIKit does.
    @MainActor
    static func resolve<Base>(
        _ element: InterfaceBuilderElement, base: Base.Type, in document: InterfaceBuilderDocument
    ) -> Base.Type {
        guard let name = element["customClass"], !name.isEmpty else { return base }
        for module in candidateModules(element, targetModules: document.targetModules) {
            guard let type = lookUp(name, in: module) else { continue }
            if let typed = type as? Base.Type { return typed }
            Diagnostics.report(
                "UIStoryboard",
                "Interface Builder class \(name) (module \(module)) is not a kind of \(base); using \(base)")
            return base
        }
        if let known = tandemClass(named: name) as? Base.Type { return known }
        Diagnostics.report("UIStoryboard", "Unknown class \(name) in Interface Builder file.")
        return base
    }

    /// The modules to look the class up in: for `customModuleProvider="target"`
    /// the target whose resource bundle holds the file, then `customModule`,
    /// then the main executable's module; otherwise `customModule` first.
    private static func candidateModules(_ element: InterfaceBuilderElement, targetModules: [String]) -> [String] {
        var modules: [String] = []
        let declared = element["customModule"].flatMap { $0.isEmpty ? nil : $0 }
        if element["customModuleProvider"] == "target" {
            modules = targetModules + (declared.map { [$0] } ?? [])
        } else {
            modules = (declared.map { [$0] } ?? []) + targetModules
        }
        modules.append(mainModuleName)
        return modules
    }

    /// The main executable's module name as SwiftPM derives it: its file
    /// name with characters an identifier cannot hold replaced by `_`.
    static let mainModuleName: String = {
        let name = Bundle.main.executableURL?.deletingPathExtension().lastPathComponent ?? "main"
        let mapped = name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" }
        return String(mapped)
    }()

    /// The class `name` (dotted for nested types; a leading module part is
    /// allowed) in `module`, through its mangled name.
    static func lookUp(_ name: String, in module: String) -> Any.Type? {
        let parts = name.split(separator: ".").map(String.init)
        guard !parts.isEmpty, parts.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 } }) else { return nil }
        // `App.ViewController`: the first part may be the module.
        if parts.count > 1, let type = _typeByName(mangle(module: parts[0], Array(parts.dropFirst()))) {
            return type
        }
        return _typeByName(mangle(module: module, parts))
    }

    /// The mangled name of class `path` (outermost first) in `module`.
    /// Only ASCII identifiers: others are Punycode-encoded by the mangler,
    /// which this does not reproduce.
    private static func mangle(module: String, _ path: [String]) -> String {
        var result = "\(module.utf8.count)\(module)"
        for part in path { result += "\(part.utf8.count)\(part)C" }
        return result
    }

    /// UIKit's own classes that storyboards name as custom classes (a
    /// `view` whose class is `UIControl`, a scene whose class is `UINavigationController`).
    @MainActor
    private static func tandemClass(named name: String) -> AnyClass? {
        switch name {
        case "UIView": UIView.self
        case "UIControl": UIControl.self
        case "UIViewController": UIViewController.self
        case "UINavigationController": UINavigationController.self
        case "UITabBarController": UITabBarController.self
        case "UITableViewController": UITableViewController.self
        case "UICollectionViewController": UICollectionViewController.self
        case "UIScrollView": UIScrollView.self
        case "UILabel": UILabel.self
        case "UIButton": UIButton.self
        case "UIImageView": UIImageView.self
        case "UIStackView": UIStackView.self
        case "UITableViewCell": UITableViewCell.self
        case "UICollectionViewCell": UICollectionViewCell.self
        case "UIResponder": UIResponder.self
        default: nil
        }
    }
}
