public import Foundation
import TandemUIKit

/// A description of elements to find in an application's accessibility
/// tree, resolved anew each time it is used (as XCUITest's queries are):
/// the elements of a type below another query's elements, narrowed by
/// identifier, predicate or what they contain.
@preconcurrency @MainActor
public final class XCUIElementQuery: @preconcurrency CustomDebugStringConvertible {
    /// The application whose tree the query reads.
    let application: XCUIApplication
    /// What the query is, for failure messages ("Button matching 'OK' in Descendants of Window").
    let path: String
    /// The elements, in the tree's order, given the application's tree.
    let resolve: @MainActor (AccessibilityNode) -> [AccessibilityNode]

    init(
        application: XCUIApplication, path: String,
        resolve: @escaping @MainActor (AccessibilityNode) -> [AccessibilityNode]
    ) {
        self.application = application
        self.path = path
        self.resolve = resolve
    }

    /// The elements the query finds now.
    func nodes() -> [AccessibilityNode] {
        resolve(application.tree())
    }

    /// A query for the elements `transform` makes of this query's, described by `step`.
    func derived(_ step: String, _ transform: @escaping @MainActor ([AccessibilityNode]) -> [AccessibilityNode])
        -> XCUIElementQuery
    {
        let resolve = self.resolve
        return XCUIElementQuery(application: application, path: "\(step) in \(path)") { root in transform(resolve(root))
        }
    }

    // MARK: Elements

    /// How many elements the query finds.
    public var count: Int { nodes().count }

    /// The one element the query finds (using it fails when there are none or several).
    public var element: XCUIElement { XCUIElement(query: self, selector: .only) }

    /// The element at `index` among those found.
    public func element(boundBy index: Int) -> XCUIElement { XCUIElement(query: self, selector: .index(index)) }

    /// The first element found (faster in XCUITest; the same here).
    public var firstMatch: XCUIElement { XCUIElement(query: self, selector: .first) }

    /// An element for each one found now, by index.
    public var allElementsBoundByIndex: [XCUIElement] { (0..<count).map { element(boundBy: $0) } }

    /// An element for each one found now.
    public var allElementsBoundByAccessibilityElement: [XCUIElement] { allElementsBoundByIndex }

    /// The one found element of type `elementType` whose identifier or label is `identifier` (any when nil).
    public func element(matching elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElement {
        matching(elementType, identifier: identifier).element
    }

    /// The one found element for which `predicate` holds.
    public func element(matching predicate: NSPredicate) -> XCUIElement {
        matching(predicate).element
    }

    /// The one element of the query whose identifier or label is `key`.
    public subscript(key: String) -> XCUIElement { matching(identifier: key).element }

    // MARK: Narrowing

    /// The elements of type `type` below the found elements (any depth), each once, in order.
    public func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        derived("Descendants matching type \(type)") { nodes in
            Self.unique(nodes.flatMap { $0.subtree.dropFirst() }).filter { Self.has(type, $0) }
        }
    }

    /// The elements of type `type` directly below the found elements.
    public func children(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        derived("Children matching type \(type)") { nodes in
            Self.unique(nodes.flatMap(\.children)).filter { Self.has(type, $0) }
        }
    }

    /// The found elements whose identifier (or, as in XCUITest, label or placeholder) is `identifier`.
    public func matching(identifier: String) -> XCUIElementQuery {
        derived("Elements matching identifier '\(identifier)'") { nodes in nodes.filter { Self.matches($0, identifier) }
        }
    }

    /// The found elements of type `elementType` whose identifier or label is `identifier` (any when nil).
    public func matching(_ elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery {
        derived("Elements of type \(elementType) matching identifier '\(identifier ?? "*")'") { nodes in
            nodes.filter { node in
                Self.has(elementType, node) && (identifier.map { id in Self.matches(node, id) } ?? true)
            }
        }
    }

    /// The found elements for which `predicate` holds, evaluated on each
    /// element's attributes (``XCUIElementSnapshot``). Linux's Foundation
    /// cannot parse predicate format strings; make the predicate with
    /// `NSPredicate(block:)` (see docs/Compatibility.md).
    public func matching(_ predicate: NSPredicate) -> XCUIElementQuery {
        derived("Elements matching predicate") { nodes in
            nodes.filter { predicate.evaluate(with: ElementSnapshot($0)) }
        }
    }

    /// The found elements that have a descendant of type `elementType` whose
    /// identifier or label is `identifier` (any when nil).
    public func containing(_ elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery {
        derived("Elements containing elements of type \(elementType) matching identifier '\(identifier ?? "*")'") {
            nodes in
            nodes.filter { node in
                node.subtree.dropFirst().contains { inner in
                    Self.has(elementType, inner) && (identifier.map { id in Self.matches(inner, id) } ?? true)
                }
            }
        }
    }

    /// The found elements with a descendant for which `predicate` holds.
    public func containing(_ predicate: NSPredicate) -> XCUIElementQuery {
        derived("Elements containing elements matching predicate") { nodes in
            nodes.filter { node in node.subtree.dropFirst().contains { predicate.evaluate(with: ElementSnapshot($0)) } }
        }
    }

    /// The query and the elements it finds now, with the application's tree.
    public var debugDescription: String {
        let found = nodes()
        return "Query: \(path)\nFound \(found.count):\n" + found.map { "  " + $0.line }.joined(separator: "\n")
            + "\nIn the tree:\n" + application.tree().treeDescription
    }

    // MARK: Matching rules

    static func has(_ type: XCUIElement.ElementType, _ node: AccessibilityNode) -> Bool {
        type == .any || XCUIElement.ElementType(node.role) == type
    }

    /// Whether `key` names `node`: its identifier, else its label, else (a
    /// text input's) its placeholder — as XCUITest's subscripts find
    /// `app.textFields["Email"]` by the field's placeholder.
    static func matches(_ node: AccessibilityNode, _ key: String) -> Bool {
        node.identifier == key || node.label == key || node.placeholder == key
    }

    static func unique(_ nodes: [AccessibilityNode]) -> [AccessibilityNode] {
        var seen = Set<ObjectIdentifier>()
        return nodes.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }
}
