import Foundation
import TandemSupport

extension UIViewController {
    /// The storyboard this controller was made from, or nil.
    public var storyboard: UIStoryboard? {
        if case .scene(let storyboard, _) = interfaceBuilderSource { return storyboard }
        return nil
    }

    /// The name of the nib the view is read from (given to
    /// ``init(nibName:bundle:)``, or found for the class), or nil.
    public var nibName: String? {
        if case .nib(let name, _) = interfaceBuilderSource { return name }
        return nil
    }

    /// The bundle given to ``init(nibName:bundle:)``, or nil.
    public var nibBundle: Bundle? {
        if case .nib(_, let bundle) = interfaceBuilderSource { return bundle }
        return nil
    }

    /// Loads the view from the controller's storyboard scene or nib, as
    /// UIKit's `loadView()` does; false when it has neither (a nib named
    /// after the class is looked for only for your own classes).
    func loadViewFromInterfaceBuilder() -> Bool {
        switch interfaceBuilderSource {
        case .scene(let storyboard, let element):
            storyboard.loadView(of: self, from: element)
        case .nib(let name?, let bundle):
            loadView(fromNib: UINib(nibName: name, bundle: bundle), named: name)
        case .nib(nil, let bundle):
            guard let name = defaultNibName(in: bundle) else { return false }
            interfaceBuilderSource = .nib(name: name, bundle: bundle)
            loadView(fromNib: UINib(nibName: name, bundle: bundle), named: name)
        case nil:
            return false
        }
        return viewIfLoaded != nil
    }

    private func loadView(fromNib nib: UINib, named name: String) {
        _ = nib.instantiate(withOwner: self, options: nil)
        if viewIfLoaded == nil {
            Diagnostics.report(
                "UIViewController",
                "-[\(type(of: self)) loadView] loaded the \"\(name)\" nib but the view outlet was not set; using a plain view"
            )
        }
    }

    /// The nib UIKit looks for when none is named: the class's name without
    /// "Controller" (`DetailView` for `DetailViewController`), then the class's name.
    private func defaultNibName(in bundle: Bundle?) -> String? {
        let type = Swift.type(of: self)
        // Tandem's own controllers have no nibs; only apps' classes are looked up.
        guard !String(reflecting: type).hasPrefix("TandemUIKit.") else { return nil }
        let className = "\(type)"
        var names = [className]
        if className.hasSuffix("Controller") { names.insert(String(className.dropLast("Controller".count)), at: 0) }
        return names.first { InterfaceBuilderFileLocator.url(named: $0, extensions: ["xib"], in: bundle) != nil }
    }

    /// Runs the storyboard segue `identifier` from this controller
    /// (``performSegue(withIdentifier:sender:)``).
    func performStoryboardSegue(withIdentifier identifier: String, sender: Any?) {
        guard case .scene(let storyboard, let element) = interfaceBuilderSource else {
            Diagnostics.report(
                "UIViewController",
                "Receiver (\(type(of: self))) has no segue with identifier '\(identifier)': it was not made from a storyboard; ignored"
            )
            return
        }
        storyboard.performSegue(withIdentifier: identifier, scene: element, from: self, sender: sender)
    }
}
