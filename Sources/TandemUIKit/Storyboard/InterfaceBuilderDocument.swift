import Foundation

/// An Interface Builder document read from its XML source: a storyboard
/// (scenes, each with a view controller) or a nib (`.xib`: placeholders and
/// top-level objects), with its elements indexed by id.
final class InterfaceBuilderDocument: @unchecked Sendable {
    /// The `document` element.
    let root: InterfaceBuilderElement
    /// Where the document was read from, for messages.
    let url: URL?
    /// The modules of the SwiftPM target whose resource bundle holds the
    /// file: `customModuleProvider="target"` means "the module of the
    /// target the file belongs to", which Xcode writes into `customModule`
    /// but which is this target here.
    let targetModules: [String]
    /// Every element with an `id`, by id (connections and constraints name objects by id).
    private let elementsByID: [String: InterfaceBuilderElement]

    /// Parses `data` as an Interface Builder document.
    init(data: Data, url: URL?) throws(InterfaceBuilderError) {
        let root = try InterfaceBuilderXMLReader.read(data).get()
        guard root.name == "document" else {
            throw .notADocument(
                "\(url?.lastPathComponent ?? "the data") is not an Interface Builder document (its root element is <\(root.name)>)"
            )
        }
        self.root = root
        self.url = url
        targetModules = Self.modules(ofResourceBundleAround: url)
        var index: [String: InterfaceBuilderElement] = [:]
        for element in root.descendants() {
            // Only objects are named by connections; ids of nested value
            // elements (segues, constraints) are indexed too, which is harmless.
            if let id = element.id, index[id] == nil { index[id] = element }
        }
        elementsByID = index
    }

    /// Reads and parses the file at `url`.
    convenience init(contentsOf url: URL) throws(InterfaceBuilderError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .missingFile("could not read \(url.path): \(error.localizedDescription)")
        }
        try self.init(data: data, url: url)
    }

    /// SwiftPM names a target's resource bundle `<package>_<target>.resources`;
    /// both names may hold `_`, so each split is a candidate, longest target first.
    private static func modules(ofResourceBundleAround url: URL?) -> [String] {
        guard let folder = url?.pathComponents.last(where: { $0.hasSuffix(".resources") }) else { return [] }
        let name = folder.dropLast(".resources".count)
        return name.indices.filter { name[$0] == "_" }.map { String(name[name.index(after: $0)...]) }
            .filter { !$0.isEmpty }
    }

    /// The element with `id`.
    func element(withID id: String) -> InterfaceBuilderElement? { elementsByID[id] }

    /// The id of the initial view controller (`initialViewController` of a storyboard).
    var initialViewControllerID: String? { root["initialViewController"] }

    /// The scenes' root objects (each scene's view controller), in document order.
    var sceneControllers: [InterfaceBuilderElement] {
        root.children(in: "scenes").compactMap { scene in
            scene.children(in: "objects").first { $0["sceneMemberID"] == "viewController" }
        }
    }

    /// The scene controller whose `storyboardIdentifier` is `identifier`.
    func controller(withIdentifier identifier: String) -> InterfaceBuilderElement? {
        sceneControllers.first { $0["storyboardIdentifier"] == identifier }
    }

    /// A nib's top-level elements (`objects`' children), placeholders included.
    var nibObjects: [InterfaceBuilderElement] { root.children(in: "objects") }

    /// The color a `systemColor` or named color resource stands for
    /// (`resources` records their values when the file was saved).
    func resourceColor(named name: String) -> InterfaceBuilderElement? {
        for resource in root.children(in: "resources") where resource["name"] == name {
            if let color = resource.child(named: "color") { return color }
        }
        return nil
    }
}
