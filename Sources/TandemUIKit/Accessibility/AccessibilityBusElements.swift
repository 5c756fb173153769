import CTandemATK
import Foundation

/// What the accessibility bus export knows of the tree: an id per object
/// (views and elements keep theirs while they live, so an object a screen
/// reader holds stays that object), and the tree as last read, which
/// answers the bus's questions until the next commit changes it.
///
/// The tree is ``AccessibilityTree``'s, the one TandemTesting's queries
/// read. Id 0 is the application. Main actor only.
@preconcurrency @MainActor
package final class AccessibilityBusElements {
    /// The name the application has on the bus.
    let applicationName: String
    /// The windows the application shows, back to front.
    private let windows: @MainActor () -> [UIWindow]

    private struct Entry {
        weak var object: UIResponder?
    }

    /// The objects that have ids (the application's is 0).
    private var entries: [Int64: Entry] = [:]
    private var ids: [ObjectIdentifier: Int64] = [:]
    private var nextID: Int64 = 1

    /// The tree as last read (nil: read it when asked), with its commit.
    private var tree: AccessibilityNode?
    private var treeGeneration = -1
    private var nodes: [Int64: AccessibilityNode] = [:]
    private var parents: [Int64: Int64] = [:]
    private var children: [Int64: [Int64]] = [:]

    /// Elements of the application showing `windows`, named `applicationName` on the bus.
    init(applicationName: String, windows: @escaping @MainActor () -> [UIWindow]) {
        self.applicationName = applicationName
        self.windows = windows
    }

    // MARK: Ids and the tree

    /// The id of `object`, given on first use.
    func id(of object: UIResponder) -> Int64 {
        if object === UIApplication.shared { return 0 }
        let key = ObjectIdentifier(object)
        if let id = ids[key], entries[id]?.object === object { return id }
        let id = nextID
        nextID += 1
        ids[key] = id
        entries[id] = Entry(object: object)
        return id
    }

    /// The node of `id` in the current tree; nil when the element is not in it.
    func node(_ id: Int64) -> AccessibilityNode? {
        makeCurrent()
        return nodes[id]
    }

    /// Whether `id` names an object that still exists.
    func exists(_ id: Int64) -> Bool {
        id == 0 || entries[id]?.object != nil
    }

    /// The parent of `id` in the current tree, or -1.
    func parent(of id: Int64) -> Int64 {
        makeCurrent()
        return parents[id] ?? -1
    }

    /// The children of `id` in the current tree, in reading order.
    func children(of id: Int64) -> [Int64] {
        makeCurrent()
        return children[id] ?? []
    }

    /// Keeps the tree current for the main loop's turn (outside the bus's
    /// requests): reads it anew if a commit changed the views and
    /// announces what changed, then lets the objects of released elements
    /// go. Does nothing while no client has asked anything.
    func refreshIfCommitted() {
        guard tree != nil else { return }
        makeCurrent()
        // Here, not inside a request: the bridge may be using the object a request is about.
        forgetReleased()
    }

    /// Runs the pending commit (an action may have changed the views: a
    /// client reading right after sees the result, as VoiceOver does) and,
    /// if a commit ran since the tree was read, reads it anew and tells the
    /// bus what changed: children added and removed, names, states.
    private func makeCurrent() {
        Commit.run()
        guard tree != nil else { return read() }
        guard treeGeneration != Commit.generation else { return }
        announceChanges(from: children, nodes)
    }

    /// Reads the tree and announces how it differs from the one whose structure was `oldChildren`.
    private func announceChanges(from oldChildren: [Int64: [Int64]], _ oldNodes: [Int64: AccessibilityNode]) {
        read()
        for (parent, old) in oldChildren {
            guard let new = children[parent], new != old else { continue }
            let kept = Set(new)
            for (index, child) in old.enumerated().reversed() where !kept.contains(child) {
                tandem_atk_children_changed(parent, Int32(index), child, false)
            }
            let before = Set(old)
            for (index, child) in new.enumerated() where !before.contains(child) {
                tandem_atk_children_changed(parent, Int32(index), child, true)
            }
        }
        for (id, node) in nodes {
            guard let old = oldNodes[id] else { continue }
            if busName(old) != busName(node) { tandem_atk_name_changed(id) }
            let changed = old.busStates ^ node.busStates
            for bit in AccessibilityNode.announcedStates where changed & bit != 0 {
                tandem_atk_state_changed(id, bit, node.busStates & bit != 0)
            }
        }
    }

    /// Tells the bus that every object with an id is gone (the export stops).
    func forgetAll() {
        for id in entries.keys { tandem_atk_forget(id) }
        entries = [:]
        ids = [:]
        tree = nil
        (nodes, parents, children) = ([:], [:], [:])
    }

    private func read() {
        Commit.run()
        let root = AccessibilityTree.snapshot(ofApplicationWindows: windows())
        tree = root
        treeGeneration = Commit.generation
        nodes = [:]
        parents = [:]
        children = [:]
        func walk(_ node: AccessibilityNode, _ id: Int64) {
            nodes[id] = node
            var ids: [Int64] = []
            for child in node.children {
                let childID = self.id(of: child.object)
                // An object listed twice (a misconfigured container) is read once, where first seen.
                guard nodes[childID] == nil else { continue }
                ids.append(childID)
                parents[childID] = id
                walk(child, childID)
            }
            children[id] = ids
        }
        walk(root, 0)
    }

    /// Objects released since: their ATK objects turn defunct.
    private func forgetReleased() {
        let released = entries.filter { $0.value.object == nil }.map(\.key)
        for id in released {
            entries[id] = nil
            tandem_atk_forget(id)
        }
        if !released.isEmpty { ids = ids.filter { entries[$0.value] != nil } }
    }

    // MARK: Answers

    /// The name on the bus: the label, else a text input's placeholder; the application's name for the root.
    func busName(_ node: AccessibilityNode) -> String {
        if node.role == .application { return applicationName }
        if let label = node.label, !label.isEmpty { return label }
        return node.placeholder ?? ""
    }

    /// The frame of `id` in pixels: on the screen, or from its window's top-left corner.
    func extents(of id: Int64, windowRelative: Bool) -> CGRect? {
        guard let node = node(id) else { return nil }
        let window = node.view.flatMap { $0 as? UIWindow ?? $0.window }
        let scale = window?.screen.scale ?? 1
        var frame = node.frame
        if windowRelative, let window { frame = frame.offsetBy(dx: -window.frame.minX, dy: -window.frame.minY) }
        return CGRect(
            x: frame.minX * scale, y: frame.minY * scale, width: frame.width * scale, height: frame.height * scale)
    }

    // MARK: Acting

    /// Performs action `index` of ``AccessibilityNode/busActions`` on `id`:
    /// activation as VoiceOver's double tap (``UIResponder/accessibilityActivate()``,
    /// else a tap at the activation point), an adjustment, or a custom action.
    func perform(_ index: Int, on id: Int64) -> Bool {
        guard let node = node(id), node.busActions.indices.contains(index) else { return false }
        let object = node.object
        let activates = node.busActivates ? 1 : 0
        if index < activates { return activate(node) }
        let adjustments = node.traits.contains(.adjustable) ? 2 : 0
        if index < activates + adjustments {
            if index == activates { object.accessibilityIncrement() } else { object.accessibilityDecrement() }
            return true
        }
        let custom = index - activates - adjustments
        guard let actions = object.accessibilityCustomActions, actions.indices.contains(custom) else { return false }
        return actions[custom].perform()
    }

    private func activate(_ node: AccessibilityNode) -> Bool {
        guard node.isEnabled else { return false }
        if node.object.accessibilityActivate() { return true }
        guard let view = node.view, let window = view as? UIWindow ?? view.window else { return false }
        let point = node.object.accessibilityActivationPoint
        window.synthesizeTap(at: window.rectFromScreen(CGRect(origin: point, size: .zero)).origin)
        return true
    }

    /// Sets the numeric value of `id` (a slider's, which sends `.valueChanged`
    /// when it moved, as a drag does); false for an element without one, or not enabled.
    func setValue(_ value: Double, of id: Int64) -> Bool {
        guard let node = node(id), node.isEnabled, let slider = node.numericControl as? UISlider else { return false }
        let old = slider.value
        slider.setValue(Float(value), animated: false)
        if slider.value != old { slider.sendActions(for: .valueChanged) }
        return true
    }
}
