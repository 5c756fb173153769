import Foundation
import TandemSupport

/// Makes the objects of one Interface Builder load — a storyboard scene's
/// view, or a nib — and then connects them, in UIKit's order: every object
/// is made and given its attributes, then constraints are installed, then
/// outlets and actions are connected, then each object gets `awakeFromNib()`.
@MainActor
final class InterfaceBuilderLoader {
    /// The document the objects come from.
    let document: InterfaceBuilderDocument
    /// The storyboard, for segues (nil for a nib).
    let storyboard: UIStoryboard?
    /// The controller whose scene this is (segues start from it), when loading a scene.
    weak var sceneController: UIViewController?

    /// The objects made or given (the owner, the scene's controller) by their ids.
    private(set) var objects: [String: AnyObject] = [:]
    /// Objects of an enclosing load that connections may name (a prototype
    /// cell's actions sent to its scene's controller); held weakly.
    private let outerObjects: [String: WeakObject]
    /// Ids of the First Responder placeholders: actions to them go up the responder chain.
    private var firstResponderIDs: Set<String> = []
    /// The top-level objects made, in document order.
    private(set) var topLevelObjects: [AnyObject] = []
    /// The `constraints` lists to install, with the view each belongs to.
    private var pendingConstraints: [(owner: UIView, elements: [InterfaceBuilderElement])] = []
    /// The `connections` lists to connect, with their source objects.
    private var pendingConnections: [(source: AnyObject, element: InterfaceBuilderElement)] = []
    /// The embed segues of container views, for the storyboard to perform once the view is loaded.
    private(set) var embedSegues: [(container: UIView, segue: InterfaceBuilderElement)] = []
    /// Every object made here, in the order made, for `awakeFromNib()`.
    private var madeObjects: [AnyObject] = []
    /// The objects of this load, weakly, filled when it finishes: prototype
    /// cells made later connect to them (a cell's button to the scene's controller).
    let sharedObjects = SharedObjects()

    /// The objects of a finished load, shared with the loads of its prototype cells.
    final class SharedObjects {
        var table: [String: WeakObject] = [:]
    }

    /// A reference that does not keep its object alive.
    struct WeakObject {
        weak var object: AnyObject?
    }

    init(document: InterfaceBuilderDocument, storyboard: UIStoryboard?, outerObjects: [String: WeakObject] = [:]) {
        self.document = document
        self.storyboard = storyboard
        self.outerObjects = outerObjects
    }

    // MARK: Objects

    /// Records `object` under `id`.
    func register(_ object: AnyObject, id: String?) {
        guard let id else { return }
        objects[id] = object
    }

    /// The object with `id`, made here or in an enclosing load.
    func object(withID id: String) -> AnyObject? {
        objects[id] ?? outerObjects[id]?.object
    }

    /// Whether `id` names a First Responder placeholder.
    func isFirstResponder(_ id: String) -> Bool { firstResponderIDs.contains(id) }

    /// The objects made here (and given), weakly, for loads nested in this one.
    var weakObjects: [String: WeakObject] {
        var result = outerObjects
        for (id, object) in objects { result[id] = WeakObject(object: object) }
        return result
    }

    /// Records a placeholder: the owner (`IBFilesOwner`), or the First Responder.
    func registerPlaceholder(
        _ element: InterfaceBuilderElement, owner: AnyObject?, externalObjects: [String: Any] = [:]
    ) {
        guard let id = element.id else { return }
        if let identifier = element["placeholderIdentifier"], let external = externalObjects[identifier] {
            let object = external as AnyObject
            objects[id] = object
            if let connections = element.child(named: "connections") {
                pendingConnections.append((object, connections))
            }
            return
        }
        switch element["placeholderIdentifier"] {
        case "IBFilesOwner":
            if let owner {
                objects[id] = owner
                if let connections = element.child(named: "connections") {
                    pendingConnections.append((owner, connections))
                }
            }
        case "IBFirstResponder":
            firstResponderIDs.insert(id)
        default:
            Diagnostics.report(
                "UIStoryboard", "placeholder \(element["placeholderIdentifier"] ?? id) is not supplied; ignored")
        }
    }

    /// Makes a top-level object of a nib or scene: a view (of any kind);
    /// nil, reported, for others (Swift cannot make an arbitrary class
    /// from its metatype without a required initializer, so `customObject`
    /// and gesture recognizers are not made).
    func makeTopLevelObject(_ element: InterfaceBuilderElement) -> AnyObject? {
        if InterfaceBuilderGestureRecognizers.isRecognizer(element.name) {
            let recognizer = InterfaceBuilderGestureRecognizers.make(element)
            register(recognizer, id: element.id)
            addConnections(of: element, from: recognizer)
            topLevelObjects.append(recognizer)
            return recognizer
        }
        guard InterfaceBuilderViewFactory.isView(element.name) else {
            if !["exit", "placeholder"].contains(element.name) {
                Diagnostics.report("UIStoryboard", "top-level <\(element.name)> objects are not supported; skipped")
            }
            return nil
        }
        let view = makeView(element)
        topLevelObjects.append(view)
        return view
    }

    // MARK: Views

    /// Makes the view `element` describes with its subviews (its custom
    /// class through `init?(coder:)`), and records its constraints and connections.
    func makeView(_ element: InterfaceBuilderElement) -> UIView {
        let view = InterfaceBuilderViewFactory.make(element, in: document)
        populate(view, from: element)
        return view
    }

    /// Gives `view` (made from `element`, or a view UIKit made itself such
    /// as a cell's content view) its attributes, subviews, constraints and connections.
    func populate(_ view: UIView, from element: InterfaceBuilderElement, placedByUIKit: Bool = false) {
        register(view, id: element.id)
        if !placedByUIKit { madeObjects.append(view) }
        InterfaceBuilderViewAttributes.apply(element, to: view, loader: self, placedByUIKit: placedByUIKit)
        for child in element.children {
            switch child.name {
            case "subviews":
                for subview in child.children { addSubview(subview, to: view, owner: element) }
            case "constraints":
                pendingConstraints.append((view, child.children))
            case "connections":
                pendingConnections.append((view, child))
                for segue in child.children where segue.name == "segue" && segue["kind"] == "embed" {
                    embedSegues.append((view, segue))
                }
            case "viewLayoutGuide":
                registerLayoutGuide(child, of: view)
            case "tableViewCellContentView", "collectionViewCellContentView":
                let contentView =
                    (view as? UITableViewCell)?.contentView ?? (view as? UICollectionViewCell)?.contentView
                if let contentView { populate(contentView, from: child, placedByUIKit: true) }
            case "prototypes":
                if let table = view as? UITableView { registerPrototypes(child.children, in: table) }
            case "sections":
                if let table = view as? UITableView { makeStaticSections(child.children, of: table) }
            case "cells":
                if let collection = view as? UICollectionView { registerPrototypes(child.children, in: collection) }
            default:
                break
            }
        }
    }

    /// Adds the view `element` describes to `container`: as an arranged
    /// subview of a stack view; as a cell's own label when the cell names it.
    private func addSubview(_ element: InterfaceBuilderElement, to container: UIView, owner: InterfaceBuilderElement) {
        guard InterfaceBuilderViewFactory.isView(element.name) else {
            Diagnostics.report("UIStoryboard", "<\(element.name)> is not a view Tandem knows; made a plain UIView")
            let placeholder = UIView()
            populate(placeholder, from: element)
            container.addSubview(placeholder)
            return
        }
        if let cell = container.superview as? UITableViewCell, container === cell.contentView,
            let cellElement = owner.parent, let id = element.id, let own = builtInView(of: cell, cellElement, id: id)
        {
            populate(own, from: element, placedByUIKit: true)
            return
        }
        let view = makeView(element)
        if let stack = container as? UIStackView {
            stack.addArrangedSubview(view)
        } else {
            container.addSubview(view)
        }
    }

    /// The cell's own label or image view that its element names with `id`
    /// (`textLabel="…"`, `detailTextLabel="…"`, `imageView="…"`).
    private func builtInView(of cell: UITableViewCell, _ cellElement: InterfaceBuilderElement, id: String) -> UIView? {
        if cellElement["textLabel"] == id { return cell.textLabel }
        if cellElement["detailTextLabel"] == id { return cell.detailTextLabel }
        if cellElement["imageView"] == id { return cell.imageView }
        return nil
    }

    /// Records a view's layout guide (`safeArea`, `layoutMargins`, a scroll
    /// view's `contentLayoutGuide`/`frameLayoutGuide`) under its id, for constraints.
    private func registerLayoutGuide(_ element: InterfaceBuilderElement, of view: UIView) {
        let guide: UILayoutGuide?
        switch element.key {
        case "safeArea": guide = view.safeAreaLayoutGuide
        case "layoutMargins", "layoutMarginsGuide": guide = view.layoutMarginsGuide
        case "contentLayoutGuide": guide = (view as? UIScrollView)?.contentLayoutGuide
        case "frameLayoutGuide": guide = (view as? UIScrollView)?.frameLayoutGuide
        default: guide = nil
        }
        if let guide { register(guide, id: element.id) }
    }

    // MARK: Finishing

    /// Installs the constraints, connects outlets, actions and segues, and
    /// sends `awakeFromNib()` to every object made, in the order made.
    func finish() {
        for (owner, elements) in pendingConstraints {
            InterfaceBuilderConstraints.install(elements, ownedBy: owner, loader: self)
        }
        pendingConstraints = []
        for (source, element) in pendingConnections {
            InterfaceBuilderConnections.connect(element.children, from: source, loader: self)
        }
        pendingConnections = []
        sharedObjects.table = weakObjects
        for object in madeObjects { (object as? UIResponder)?.awakeFromNib() }
        madeObjects = []
    }

    /// Records `element`'s `connections` for ``finish()`` (a scene's controller's own).
    func addConnections(of element: InterfaceBuilderElement, from source: AnyObject) {
        if let connections = element.child(named: "connections") { pendingConnections.append((source, connections)) }
    }
}
