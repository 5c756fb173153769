import Foundation
import TandemSupport

/// The items of one section as a tree: root items, each with children in
/// order, and which parents are expanded. A collection view shows the
/// section's *visible* items — the roots, and the children of every
/// expanded parent whose own parents are expanded — in depth-first order.
/// Apply one to a section with
/// ``UICollectionViewDiffableDataSource/apply(_:to:animatingDifferences:completion:)``.
///
/// Items are unique across the snapshot. New items start collapsed. As in
/// UIKit, items are added under a parent that must be in the snapshot;
/// where UIKit stops on a misuse (an unknown parent or sibling, an item
/// added twice), Tandem reports it and leaves the snapshot as it was.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
    /// The children of each parent, in order; `nil` keys the roots.
    private var childrenOf: [ItemIdentifierType?: [ItemIdentifierType]] = [nil: []]
    /// The parent of each item (`.some(nil)` for a root).
    private var parentOf: [ItemIdentifierType: ItemIdentifierType?] = [:]
    private var expanded: Set<ItemIdentifierType> = []

    /// An empty snapshot.
    public init() {}

    // MARK: Reading

    /// Every item, depth first (a parent before its children), expanded or not.
    public var items: [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        result.reserveCapacity(parentOf.count)
        walk(from: nil, onlyVisible: false) { result.append($0) }
        return result
    }

    /// The items a collection view shows: the roots, and the children of
    /// expanded parents whose ancestors are all expanded, depth first.
    public var visibleItems: [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        walk(from: nil, onlyVisible: true) { result.append($0) }
        return result
    }

    /// The items without a parent, in order.
    public var rootItems: [ItemIdentifierType] { childrenOf[nil] ?? [] }

    /// Whether `item` is in the snapshot.
    public func contains(_ item: ItemIdentifierType) -> Bool { parentOf[item] != nil }

    /// Whether `item` is expanded (false for an item not in the snapshot).
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

    /// Whether `item` is shown: a root, or a child of expanded ancestors.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard var parent = parentOf[item] else { return false }
        while let current = parent {
            guard expanded.contains(current) else { return false }
            parent = parentOf[current] ?? nil
        }
        return true
    }

    /// How deep `item` is: 0 for a root, 1 for a root's child, and so on; 0 for an item not in the snapshot.
    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0
        var parent = parentOf[item] ?? nil
        while let current = parent {
            level += 1
            parent = parentOf[current] ?? nil
        }
        return level
    }

    /// `item`'s parent; nil for a root or an item not in the snapshot.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parentOf[child] ?? nil }

    /// `item`'s position in ``items``; nil when it is not in the snapshot.
    public func index(of item: ItemIdentifierType) -> Int? {
        guard contains(item) else { return nil }
        return items.firstIndex(of: item)
    }

    /// Whether `item` has children.
    func hasChildren(_ item: ItemIdentifierType) -> Bool { !(childrenOf[item] ?? []).isEmpty }

    /// The subtree under `parent` as a snapshot of its own: its children
    /// become roots (with `parent` as the only root above them when
    /// `includingParent`), keeping their children and expansion. Reported
    /// and empty when `parent` is not in the snapshot.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false)
        -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    {
        var result = NSDiffableDataSourceSectionSnapshot()
        guard contains(parent) else {
            Self.report("snapshot(of:): \(parent) is not in the snapshot")
            return result
        }
        if includingParent {
            result.append([parent])
            if expanded.contains(parent) { result.expanded.insert(parent) }
            result.copySubtree(of: parent, from: self, under: parent)
        } else {
            result.copySubtree(of: parent, from: self, under: nil)
        }
        return result
    }

    /// A text drawing of the tree, one item a line, indented by level, with
    /// `+` before an expanded parent and `-` before a collapsed one (for debugging).
    public func visualDescription() -> String {
        var lines: [String] = []
        walk(from: nil, onlyVisible: false) { item in
            let mark = hasChildren(item) ? (expanded.contains(item) ? "+ " : "- ") : "  "
            lines.append(String(repeating: "    ", count: level(of: item)) + mark + "\(item)")
        }
        return lines.joined(separator: "\n")
    }

    // MARK: Adding

    /// Adds `items` as the last children of `parent` (as the last roots when nil).
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        if let parent, !contains(parent) {
            return Self.report("append(_:to:): the parent \(parent) is not in the snapshot")
        }
        guard admits(items, operation: "append(_:to:)") else { return }
        childrenOf[parent, default: []].append(contentsOf: items)
        for item in items { parentOf[item] = .some(parent) }
    }

    /// Inserts `items` before `item`, under the same parent.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(items, next: item, after: false)
    }

    /// Inserts `items` after `item`, under the same parent.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(items, next: item, after: true)
    }

    /// Adds `snapshot`'s roots (with their subtrees and expansion) as the last children of `parent` (as roots when nil).
    public mutating func append(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to parent: ItemIdentifierType? = nil
    ) {
        if let parent, !contains(parent) {
            return Self.report("append(_:to:): the parent \(parent) is not in the snapshot")
        }
        guard admits(snapshot.items, operation: "append(_:to:)") else { return }
        append(snapshot.rootItems, to: parent)
        adoptSubtrees(of: snapshot)
    }

    /// Inserts `snapshot`'s roots (with their subtrees) before `item`, under the same parent.
    public mutating func insert(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before item: ItemIdentifierType
    ) {
        guard contains(item) else { return Self.report("insert(_:before:): \(item) is not in the snapshot") }
        guard admits(snapshot.items, operation: "insert(_:before:)") else { return }
        insert(snapshot.rootItems, before: item)
        adoptSubtrees(of: snapshot)
    }

    /// Inserts `snapshot`'s roots (with their subtrees) after `item`, under the same parent.
    public mutating func insert(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after item: ItemIdentifierType
    ) {
        guard contains(item) else { return Self.report("insert(_:after:): \(item) is not in the snapshot") }
        guard admits(snapshot.items, operation: "insert(_:after:)") else { return }
        insert(snapshot.rootItems, after: item)
        adoptSubtrees(of: snapshot)
    }

    /// Replaces `parent`'s children with `snapshot`'s roots and their subtrees.
    public mutating func replace(
        childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    ) {
        guard contains(parent) else {
            return Self.report("replace(childrenOf:using:): \(parent) is not in the snapshot")
        }
        var replaced = self
        replaced.delete(childrenOf[parent] ?? [])
        guard replaced.admits(snapshot.items, operation: "replace(childrenOf:using:)") else { return }
        replaced.append(snapshot, to: parent)
        self = replaced
    }

    // MARK: Removing

    /// Removes `items` and everything under them; items not in the snapshot are skipped.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items {
            guard let parent = parentOf[item] else { continue }
            childrenOf[parent]?.removeAll { $0 == item }
            removeSubtree(item)
        }
    }

    /// Removes every item.
    public mutating func deleteAll() {
        self = NSDiffableDataSourceSectionSnapshot()
    }

    // MARK: Expanding

    /// Marks `items` expanded: their children show when they do. Items not in the snapshot are skipped.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items where contains(item) { expanded.insert(item) }
    }

    /// Marks `items` collapsed: their children are hidden.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items { expanded.remove(item) }
    }

    // MARK: Internals

    private func walk(from parent: ItemIdentifierType?, onlyVisible: Bool, _ body: (ItemIdentifierType) -> Void) {
        // An explicit stack: a deep outline must not deepen the call stack.
        var stack: [(children: [ItemIdentifierType], next: Int)] = [(childrenOf[parent] ?? [], 0)]
        while !stack.isEmpty {
            let top = stack.count - 1
            guard stack[top].next < stack[top].children.count else {
                stack.removeLast()
                continue
            }
            let item = stack[top].children[stack[top].next]
            stack[top].next += 1
            body(item)
            if let children = childrenOf[item], !children.isEmpty, !onlyVisible || expanded.contains(item) {
                stack.append((children, 0))
            }
        }
    }

    private mutating func insert(_ items: [ItemIdentifierType], next sibling: ItemIdentifierType, after: Bool) {
        let operation = after ? "insert(_:after:)" : "insert(_:before:)"
        guard let parent = parentOf[sibling] else {
            return Self.report("\(operation): \(sibling) is not in the snapshot")
        }
        guard admits(items, operation: operation) else { return }
        var siblings = childrenOf[parent] ?? []
        let index = siblings.firstIndex(of: sibling)! + (after ? 1 : 0)
        siblings.insert(contentsOf: items, at: index)
        childrenOf[parent] = siblings
        for item in items { parentOf[item] = .some(parent) }
    }

    /// Whether `items` can be added: none is in the snapshot, none repeats.
    private func admits(_ items: [ItemIdentifierType], operation: String) -> Bool {
        var seen = Set<ItemIdentifierType>()
        for item in items where contains(item) || !seen.insert(item).inserted {
            Self.report("\(operation): \(item) is already in the snapshot; nothing was added (UIKit stops here)")
            return false
        }
        return true
    }

    /// Copies the children, subtrees and expansion under `snapshot`'s roots
    /// into this snapshot, once the roots were added to it (the callers
    /// checked that none of `snapshot`'s items was here, so every step succeeds).
    private mutating func adoptSubtrees(of snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        for root in snapshot.rootItems {
            if snapshot.expanded.contains(root) { expanded.insert(root) }
            copySubtree(of: root, from: snapshot, under: root)
        }
    }

    /// Appends the descendants of `item` in `source` under `parent` here, with their expansion.
    private mutating func copySubtree(of item: ItemIdentifierType, from source: Self, under parent: ItemIdentifierType?)
    {
        var pending: [(source: ItemIdentifierType, target: ItemIdentifierType?)] = [(item, parent)]
        while let (from, to) = pending.popLast() {
            let children = source.childrenOf[from] ?? []
            guard !children.isEmpty else { continue }
            append(children, to: to)
            for child in children {
                if source.expanded.contains(child) { expanded.insert(child) }
                pending.append((child, child))
            }
        }
    }

    private mutating func removeSubtree(_ item: ItemIdentifierType) {
        var pending = [item]
        while let next = pending.popLast() {
            parentOf[next] = nil
            expanded.remove(next)
            if let children = childrenOf.removeValue(forKey: next) { pending.append(contentsOf: children) }
        }
    }

    private static func report(_ message: String) {
        Diagnostics.report("NSDiffableDataSourceSectionSnapshot", message)
    }
}

extension NSDiffableDataSourceSectionSnapshot: Sendable where ItemIdentifierType: Sendable {}
