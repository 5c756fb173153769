public import Foundation
import TandemSupport

/// A storyboard: the view controllers of an Interface Builder
/// `.storyboard` file, each made on request with its scene's view,
/// outlets, actions and segues.
///
/// Linux has no `ibtool` to compile storyboards, so the storyboard's XML
/// source is read from the bundle at run time (`Name.storyboard`, at the
/// bundle's top level or in `Base.lproj`). Custom classes are found through
/// Swift's runtime by `customModule` and `customClass`; outlets are set by
/// property name; actions are found through ``InterfaceBuilderActionTarget``,
/// which Linux forces (see docs/Compatibility.md).
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    /// The storyboard's document; nil when it could not be found or read (reported).
    let document: InterfaceBuilderDocument?
    /// The storyboard's name, for messages.
    private let name: String

    /// The documents read so far, by file: a storyboard is read once per run.
    private static var documents: [URL: InterfaceBuilderDocument] = [:]

    /// Opens the storyboard `name` (without extension) in
    /// `storyboardBundleOrNil`, or when nil in the main bundle and the
    /// SwiftPM resource bundles beside it. A storyboard that is missing or
    /// unreadable is reported with UIKit's message ("Could not find a
    /// storyboard named …", where UIKit raises `NSInvalidArgumentException`),
    /// and the storyboard is empty: it instantiates no controllers.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        document = Self.document(named: name, in: storyboardBundleOrNil)
        super.init()
    }

    private static func document(named name: String, in bundle: Bundle?) -> InterfaceBuilderDocument? {
        guard
            let url = InterfaceBuilderFileLocator.url(
                named: name, extensions: ["storyboard", "storyboardc"], in: bundle)
        else {
            Diagnostics.report(
                "UIStoryboard",
                "Could not find a storyboard named '\(name)' in bundle \(InterfaceBuilderFileLocator.describe(bundle)); the storyboard is empty"
            )
            return nil
        }
        if let cached = documents[url] { return cached }
        do {
            let document = try InterfaceBuilderDocument(contentsOf: url)
            documents[url] = document
            return document
        } catch {
            Diagnostics.report(
                "UIStoryboard", "the storyboard '\(name)' could not be read: \(error); the storyboard is empty")
            return nil
        }
    }

    /// A new instance of the storyboard's initial view controller, or nil when it has none.
    open func instantiateInitialViewController() -> UIViewController? {
        instantiateInitialViewController(creator: nil as ((NSCoder) -> UIViewController?)?)
    }

    /// A new instance of the initial view controller, made by `creator`
    /// from the coder (when it returns nil, by the class's `init?(coder:)`);
    /// nil when the storyboard has no initial controller or it is not a `ViewController`.
    open func instantiateInitialViewController<ViewController: UIViewController>(
        creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController? {
        guard let id = document?.initialViewControllerID, let element = document?.element(withID: id) else {
            return nil
        }
        return makeController(element, creator: creator.map { block in { block($0) } }) as? ViewController
    }

    /// A new instance of the controller whose Storyboard ID is
    /// `identifier`. An unknown identifier, where UIKit raises
    /// `NSInvalidArgumentException`, is reported and a plain controller returned.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        guard let element = controllerElement(identifier) else { return UIViewController() }
        return makeController(element, creator: nil)
    }

    /// A new instance of the controller whose Storyboard ID is
    /// `identifier`, made by `creator` from the coder (when nil or it
    /// returns nil, by the class's `init?(coder:)`). An unknown identifier,
    /// or a controller that is not a `ViewController`, is reported and a
    /// `ViewController` made by its own `init?(coder:)` is returned; when
    /// that returns nil too, this stops as UIKit does.
    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        if let element = controllerElement(identifier) {
            let controller = makeController(element, creator: creator.map { block in { block($0) } })
            if let typed = controller as? ViewController { return typed }
            Diagnostics.report(
                "UIStoryboard",
                "the controller '\(identifier)' is a \(type(of: controller)), not a \(ViewController.self)")
        }
        let coder = InterfaceBuilderCoder(element: InterfaceBuilderElement(name: "viewController", attributes: [:]))
        guard let controller = ViewController(coder: coder) else {
            preconditionFailure(
                "Storyboard (\(name)) doesn't contain a view controller with identifier '\(identifier)' of class \(ViewController.self)"
            )
        }
        return controller
    }

    /// The scene controller element whose Storyboard ID is `identifier`, or nil (reported).
    private func controllerElement(_ identifier: String) -> InterfaceBuilderElement? {
        if let element = document?.controller(withIdentifier: identifier) { return element }
        Diagnostics.report(
            "UIStoryboard",
            "Storyboard (\(name)) doesn't contain a view controller with identifier '\(identifier)'")
        return nil
    }
}
