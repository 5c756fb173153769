public import Foundation
import TandemUIKit

/// An element of an application's accessibility tree, found by a query each
/// time it is used (XCUITest's element): reading it tells what the element
/// is now; acting on it sends input through the real event path —
/// hit-testing, gesture recognizers, controls, the first responder.
///
/// Reading an element that does not exist gives empty values and records a
/// test failure that names the query and prints the tree; so does acting on
/// it. Main actor only.
@preconcurrency @MainActor
open class XCUIElement: XCUIElementTypeQueryProvider, XCUIElementAttributes,
    @preconcurrency CustomDebugStringConvertible
{
    /// Which of its query's elements an element is.
    enum Selector {
        /// The only one (several or none is a failure when used).
        case only
        /// The first one.
        case first
        /// The one at an index.
        case index(Int)
    }

    /// The query that finds the element (nil: the application itself).
    let query: XCUIElementQuery?
    let selector: Selector

    init(query: XCUIElementQuery?, selector: Selector) {
        self.query = query
        self.selector = selector
    }

    /// The application the element belongs to (the application overrides it: it has no query).
    var application: XCUIApplication {
        guard let query else {
            preconditionFailure("an element without a query is an application, which overrides this")
        }
        return query.application
    }

    /// What the element is, for messages ("Button matching 'OK' …").
    var path: String {
        guard let query else { return "Application" }
        switch selector {
        case .only: return query.path
        case .first: return "first match of \(query.path)"
        case .index(let index): return "element \(index) of \(query.path)"
        }
    }

    /// The element's node now, or why there is none.
    func resolve() -> Result<AccessibilityNode, ElementFailure> {
        guard let query else { return .success(application.tree()) }
        let nodes = query.nodes()
        switch selector {
        case .only:
            if nodes.count == 1 { return .success(nodes[0]) }
            return .failure(nodes.isEmpty ? .none(path) : .several(path, nodes.count))
        case .first:
            return nodes.first.map { .success($0) } ?? .failure(.none(path))
        case .index(let index):
            return nodes.indices.contains(index) ? .success(nodes[index]) : .failure(.none(path))
        }
    }

    /// The element's node, or nil after recording why it cannot be `doing`.
    func node(for doing: String) -> AccessibilityNode? {
        switch resolve() {
        case .success(let node): return node
        case .failure(let failure):
            TestFailure.record(
                "Failed to \(doing): \(failure)\nThe application's accessibility tree:\n\(application.tree().treeDescription)"
            )
            return nil
        }
    }

    /// The element's attributes now (nil when it does not exist, after recording the failure).
    func attributes(for reading: String) -> ElementSnapshot? {
        node(for: "get \(reading) of \(path)").map { ElementSnapshot($0) }
    }

    // MARK: Existence

    /// Whether the element exists now (at least one match; exactly one for a unique element's properties).
    open var exists: Bool {
        guard let query else { return true }
        switch selector {
        case .only, .first: return !query.nodes().isEmpty
        case .index(let index): return query.nodes().indices.contains(index)
        }
    }

    /// Whether a tap at the element's hit point would reach it: it exists,
    /// its point is inside its window, and hit-testing there finds its view.
    open var isHittable: Bool {
        guard case .success(let node) = resolve(), let view = node.view, let window = view.window else { return false }
        let point = node.object.accessibilityActivationPoint
        let inWindow = window.rectFromScreen(CGRect(origin: point, size: .zero)).origin
        guard window.bounds.contains(inWindow), let hit = window.hitTest(inWindow, with: nil) else { return false }
        return hit === view || hit.isDescendant(of: view) || view.isDescendant(of: hit) && hit !== window
    }

    /// Waits up to `timeout` seconds for the element to exist, letting the
    /// run loop's timers and the commit run; true if it does. In an `async`
    /// test the `async` overload also lets the main queue's work run.
    @discardableResult
    open func waitForExistence(timeout: TimeInterval) -> Bool {
        InputDriver.wait(timeout: timeout) { self.exists }
    }

    /// Waits up to `timeout` seconds for the element to exist, suspending so
    /// that work queued on the main queue runs; true if it does.
    @discardableResult
    open func waitForExistence(timeout: TimeInterval) async -> Bool {
        await InputDriver.wait(timeout: timeout) { self.exists }
    }

    /// Waits up to `timeout` seconds for the element to stop existing; true if it did.
    @discardableResult
    open func waitForNonExistence(timeout: TimeInterval) -> Bool {
        InputDriver.wait(timeout: timeout) { !self.exists }
    }

    /// Waits, suspending, up to `timeout` seconds for the element to stop existing; true if it did.
    @discardableResult
    open func waitForNonExistence(timeout: TimeInterval) async -> Bool {
        await InputDriver.wait(timeout: timeout) { !self.exists }
    }

    // MARK: Attributes

    /// The accessibility identifier ("" when none).
    open var identifier: String { attributes(for: "identifier")?.identifier ?? "" }
    /// The frame in screen coordinates (`.zero` when the element does not exist).
    open var frame: CGRect { attributes(for: "frame")?.frame ?? .zero }
    /// The value: a switch's "1"/"0", a slider's percentage, a text input's
    /// text (its placeholder while empty).
    open var value: Any? { attributes(for: "value")?.value }
    /// The title (always "": iOS elements have none).
    open var title: String { "" }
    /// The label ("" when none).
    open var label: String { attributes(for: "label")?.label ?? "" }
    /// The kind of element.
    open var elementType: ElementType { attributes(for: "element type")?.elementType ?? .any }
    /// Whether it is enabled.
    open var isEnabled: Bool { attributes(for: "enabled state")?.isEnabled ?? false }
    /// The horizontal size class of the element's window.
    open var horizontalSizeClass: SizeClass { attributes(for: "size class")?.horizontalSizeClass ?? .unspecified }
    /// The vertical size class of the element's window.
    open var verticalSizeClass: SizeClass { attributes(for: "size class")?.verticalSizeClass ?? .unspecified }
    /// The text a text input shows while empty.
    open var placeholderValue: String? { attributes(for: "placeholder")?.placeholderValue }
    /// Whether it is selected.
    open var isSelected: Bool { attributes(for: "selected state")?.isSelected ?? false }
    /// Whether it has keyboard focus.
    open var hasFocus: Bool { attributes(for: "focus")?.hasFocus ?? false }
    /// A slider's position between its ends, 0 to 1.
    open var normalizedSliderPosition: CGFloat {
        guard let node = node(for: "get the slider position of \(path)"), let slider = node.view as? UISlider else {
            return 0
        }
        let span = slider.maximumValue - slider.minimumValue
        return span > 0 ? CGFloat((slider.value - slider.minimumValue) / span) : 0
    }

    /// The element's attributes and those of the elements inside it, now.
    open func snapshot() throws -> any XCUIElementSnapshot {
        switch resolve() {
        case .success(let node): return ElementSnapshot(node)
        case .failure(let failure): throw failure
        }
    }

    /// The element and the tree below it, or why it cannot be found (with the whole tree).
    open var debugDescription: String {
        switch resolve() {
        case .success(let node): return "Attributes: \(node.line)\nElement subtree:\n\(node.treeDescription)"
        case .failure(let failure):
            return "\(failure)\nThe application's accessibility tree:\n\(application.tree().treeDescription)"
        }
    }

    // MARK: Queries below

    /// The elements of `type` at any depth below this one.
    public func descendants(matching type: ElementType) -> XCUIElementQuery {
        elementQuery("Descendants matching type \(type)") { node in
            Array(node.subtree.dropFirst()).filter { XCUIElementQuery.has(type, $0) }
        }
    }

    /// The elements of `type` directly below this one.
    public func children(matching type: ElementType) -> XCUIElementQuery {
        elementQuery("Children matching type \(type)") { node in node.children.filter { XCUIElementQuery.has(type, $0) }
        }
    }

    /// A query over this element's node (none when it does not exist).
    final func elementQuery(
        _ step: String, _ transform: @escaping @MainActor (AccessibilityNode) -> [AccessibilityNode]
    ) -> XCUIElementQuery {
        let path = self.path
        return XCUIElementQuery(application: application, path: "\(step) of \(path)") { [self] _ in
            guard case .success(let node) = resolve() else { return [] }
            return transform(node)
        }
    }
}

/// Why an element could not be used.
enum ElementFailure: Error, CustomStringConvertible {
    case none(String)
    case several(String, Int)

    var description: String {
        switch self {
        case .none(let path): return "No matches found for \(path)"
        case .several(let path, let count): return "Multiple matching elements found for \(path) (\(count))"
        }
    }
}
