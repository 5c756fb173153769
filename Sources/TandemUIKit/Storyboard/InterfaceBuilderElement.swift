import Foundation

/// One element of an Interface Builder document (`.storyboard` or `.xib`
/// XML): its name, its attributes and its child elements, in document order.
///
/// A class, so that the objects built from a document can point back at the
/// element they came from (segue templates, prototype cells) without copying it.
final class InterfaceBuilderElement: @unchecked Sendable {
    /// The element's name: `viewController`, `label`, `constraint`, ...
    let name: String
    /// The element's attributes by name.
    let attributes: [String: String]
    /// The child elements, in document order; filled while parsing only.
    private(set) var children: [InterfaceBuilderElement] = []
    /// The element this one is a child of (nil for the document).
    private(set) weak var parent: InterfaceBuilderElement?

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    /// Appends `child`; used by the parser while the document is read.
    func append(_ child: InterfaceBuilderElement) {
        child.parent = self
        children.append(child)
    }

    /// The `id` attribute, by which connections and constraints name objects.
    var id: String? { attributes["id"] }

    /// The `key` attribute: the property of the parent object this element sets.
    var key: String? { attributes["key"] }

    /// The attribute `name`, or nil.
    subscript(_ name: String) -> String? { attributes[name] }

    /// The first child whose `key` is `key`.
    func child(key: String) -> InterfaceBuilderElement? {
        children.first { $0.key == key }
    }

    /// The first child named `name`.
    func child(named name: String) -> InterfaceBuilderElement? {
        children.first { $0.name == name }
    }

    /// The children of the first child named `container` (`subviews`, `constraints`, `connections`).
    func children(in container: String) -> [InterfaceBuilderElement] {
        child(named: container)?.children ?? []
    }

    /// The attribute `name` as a Boolean: Interface Builder writes `YES` and `NO`.
    func bool(_ name: String) -> Bool? {
        guard let value = attributes[name] else { return nil }
        return value == "YES" || value == "true"
    }

    /// The attribute `name` as a number, or nil when absent or not a number.
    func number(_ name: String) -> Double? {
        attributes[name].flatMap(Double.init)
    }

    /// Every element below this one (not this one), depth first in document order.
    func descendants() -> [InterfaceBuilderElement] {
        var result: [InterfaceBuilderElement] = []
        var stack = Array(children.reversed())
        while let next = stack.popLast() {
            result.append(next)
            stack.append(contentsOf: next.children.reversed())
        }
        return result
    }

    /// The element and its ancestors, nearest first.
    func ancestors() -> [InterfaceBuilderElement] {
        var result: [InterfaceBuilderElement] = []
        var current = parent
        while let element = current {
            result.append(element)
            current = element.parent
        }
        return result
    }
}
