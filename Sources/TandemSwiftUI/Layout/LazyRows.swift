/// One row of a lazy stack: its identity, and how to make its view when it
/// comes into view.
struct LazyRow {
    let key: ChildKey
    let make: () -> any View
}

/// Content a container can enumerate as rows without building every row:
/// tuples, groups and `ForEach` give their rows; any other view is one row.
@MainActor
protocol LazyRowSource {
    func appendRows(to collector: inout LazyRowCollector, prefix: [AnyHashable])
}

@MainActor
enum LazyRows {
    /// The rows of `content`, a custom view in it one row (a lazy stack
    /// builds each row when it comes into view, with its state there).
    static func collect(_ content: any View) -> [LazyRow] {
        var collector = LazyRowCollector(resolver: nil, resolves: { _ in false })
        collector.append(content, prefix: [], position: 0)
        return collector.rows
    }

    /// The rows of `content`, for a container that shows them elsewhere
    /// (tab pages, bar items): a custom view for which `resolves` says yes
    /// is run by `resolver` (its node keeps its state) and its body's rows
    /// are read in its place, as SwiftUI's containers read through custom
    /// views. `position` tells apart contents read with one resolver. The
    /// caller calls the resolver's ``ViewListResolver/finish()``.
    static func collect(
        _ content: any View, at position: Int = 0, resolver: ViewListResolver,
        resolving resolves: @escaping (any View.Type) -> Bool
    ) -> [LazyRow] {
        var collector = LazyRowCollector(resolver: resolver, resolves: resolves)
        collector.append(content, prefix: [], position: position)
        return collector.rows
    }
}

/// The rows found so far in a container's content, and, for a container
/// that reads through custom views, the resolver that runs them.
@MainActor
struct LazyRowCollector {
    private(set) var rows: [LazyRow] = []
    private let resolver: ViewListResolver?
    /// Which custom views are read through (their body's rows stand for them).
    private let resolves: (any View.Type) -> Bool
    /// The node the custom views met now are found in
    /// (``ViewListResolver/body(of:key:owner:)``); nil: the resolver's root.
    private var owner: ViewNode?

    fileprivate init(resolver: ViewListResolver?, resolves: @escaping (any View.Type) -> Bool) {
        self.resolver = resolver
        self.resolves = resolves
    }

    /// Whether rows are made now rather than when shown: every view is
    /// looked at, to find the custom views read through.
    var buildsRowsNow: Bool { resolver != nil }

    /// Whether custom views of `type` are read through here.
    func readsThrough(_ type: any View.Type) -> Bool {
        resolver != nil && ViewListShape.isCustom(type) && resolves(type)
    }

    /// Adds the rows of `view`, the `position`-th view of the list at `prefix`.
    mutating func append(_ view: any View, prefix: [AnyHashable], position: Int) {
        append(view, path: prefix + [AnyHashable(position)])
    }

    /// Adds the rows of `view`, identified by `path`.
    mutating func append(_ view: any View, path: [AnyHashable]) {
        if let source = view as? any LazyRowSource {
            source.appendRows(to: &self, prefix: path)
        } else if let resolver, readsThrough(type(of: view)) {
            let owner = self.owner
            let found = resolver.body(of: view, key: .explicit(AnyHashable(path)), owner: owner ?? resolver.root)
            self.owner = found.node
            append(found.body, path: path + [AnyHashable("body")])
            self.owner = owner
        } else {
            rows.append(LazyRow(key: .explicit(AnyHashable(path)), make: { view }))
        }
    }

    /// Adds a row made when it is shown.
    mutating func append(_ row: LazyRow) {
        rows.append(row)
    }

    /// Adds the rows of `content` with `modifier` applied to each.
    mutating func append<M: ViewModifier>(_ content: any View, path: [AnyHashable], modifiedBy modifier: M) {
        let start = rows.count
        append(content, path: path + [AnyHashable(0)])
        for index in start..<rows.count {
            let row = rows[index]
            rows[index] = LazyRow(key: row.key, make: { ModifierDistribution.modified(row.make(), modifier) })
        }
    }
}

extension TupleView: LazyRowSource {
    func appendRows(to collector: inout LazyRowCollector, prefix: [AnyHashable]) {
        for (index, element) in elements.enumerated() { collector.append(element, prefix: prefix, position: index) }
    }
}

extension Group: LazyRowSource {
    func appendRows(to collector: inout LazyRowCollector, prefix: [AnyHashable]) {
        collector.append(content, prefix: prefix, position: 0)
    }
}

extension ForEach: LazyRowSource where Content: View {
    func appendRows(to collector: inout LazyRowCollector, prefix: [AnyHashable]) {
        let content = self.content
        // The row is identified by the element's id, as in a stack.
        if collector.buildsRowsNow {
            for element in data {
                collector.append(content(element), path: [AnyHashable(prefix), AnyHashable(id(element))])
            }
            return
        }
        for element in data {
            collector.append(
                LazyRow(
                    key: .explicit(AnyHashable([AnyHashable(prefix), AnyHashable(id(element))])),
                    make: { content(element) }))
        }
    }
}

extension EmptyView: LazyRowSource {
    /// No views, no rows.
    func appendRows(to collector: inout LazyRowCollector, prefix: [AnyHashable]) {}
}

extension _ConditionalContent: LazyRowSource {
    /// The branch shown: its rows, an identity of their own per branch.
    func appendRows(to collector: inout LazyRowCollector, prefix: [AnyHashable]) {
        switch storage {
        case .trueContent(let view): collector.append(view, prefix: prefix, position: 0)
        case .falseContent(let view): collector.append(view, prefix: prefix, position: 1)
        }
    }
}

extension Optional: LazyRowSource where Wrapped: View {
    /// The view's rows when there is one; none otherwise.
    func appendRows(to collector: inout LazyRowCollector, prefix: [AnyHashable]) {
        if let view = self { collector.append(view, prefix: prefix, position: 0) }
    }
}

extension ModifiedContent: LazyRowSource where Content: View, Modifier: ViewModifier {
    /// A modifier on a list of views applies to each row (`ForEach { … }.padding()`),
    /// and one on a custom view read through to its body's rows
    /// (`MyTab().tag(1)`); a modified view is one row.
    func appendRows(to collector: inout LazyRowCollector, prefix: [AnyHashable]) {
        let isList = Content.self is any LazyRowSource.Type && ViewListShape.isList(Content.self)
        guard isList || collector.readsThrough(Content.self) else {
            collector.append(LazyRow(key: .explicit(AnyHashable(prefix)), make: { self }))
            return
        }
        collector.append(content, path: prefix, modifiedBy: modifier)
    }
}
