import Foundation

/// A `List`'s content, enumerated into sections and rows without building
/// the rows' views: tuples, groups, conditionals, `ForEach` (with its edit
/// actions) and `Section` give their parts; a custom view whose body is a
/// list of views gives its body's parts (``ViewListResolver`` keeps its
/// state); a modifier on a list applies to each row; any other view is one
/// row.
@MainActor
struct ListContent {
    private(set) var sections: [ListSectionItem] = []
    /// The numbering of row scopes, kept by the list across updates.
    let scopes: ListScopes
    /// Finds custom views' bodies, with their state.
    let resolver: ViewListResolver
    /// The node custom views met now are found in (``ViewListResolver/body(of:key:owner:)``).
    private var owner: ViewNode
    /// The modifiers on the lists being enumerated, applied to each row made (innermost first).
    private var rowModifier: (@MainActor (any View) -> any View)?
    /// Rows outside any section, waiting for the next section to close them.
    private var loose: [ListRowRun] = []
    private var looseCount = 0

    private init(
        scopes: ListScopes, resolver: ViewListResolver, owner: ViewNode,
        rowModifier: (@MainActor (any View) -> any View)?
    ) {
        self.scopes = scopes
        self.resolver = resolver
        self.owner = owner
        self.rowModifier = rowModifier
    }

    /// The sections of `content`, the custom views in it resolved by
    /// `resolver` (whose ``ViewListResolver/finish()`` the caller calls).
    static func collect(_ content: any View, scopes: ListScopes, resolver: ViewListResolver) -> [ListSectionItem] {
        var builder = ListContent(scopes: scopes, resolver: resolver, owner: resolver.container, rowModifier: nil)
        builder.append(content, prefix: [0])
        builder.closeLooseSection()
        return builder.sections
    }

    /// Adds `view`'s rows (or sections).
    mutating func append(_ view: any View, prefix: [AnyHashable]) {
        if let source = view as? any ListContentSource {
            source.appendListContent(to: &self, prefix: prefix)
        } else if ViewListShape.isList(type(of: view)) {
            let found = resolver.body(of: view, key: .explicit(AnyHashable(prefix)), owner: owner)
            let outer = owner
            owner = found.node
            append(found.body, prefix: prefix + [AnyHashable("body")])
            owner = outer
        } else {
            addRow(view, prefix: prefix)
        }
    }

    /// Adds `view` as one row, identified by `prefix`.
    mutating func addRow(_ view: any View, prefix: [AnyHashable]) {
        let view = rowModifier.map { $0(view) } ?? view
        loose.append(
            .single(
                ListRowItem(
                    key: ListRowKey(scope: scopes.number(of: prefix), id: 0), selectionValue: nil, make: { view })))
    }

    /// Adds `content`'s rows with `modifier` applied to each (a modifier on a list).
    mutating func append<M: ViewModifier>(_ content: any View, prefix: [AnyHashable], modifiedBy modifier: M) {
        let outer = rowModifier
        rowModifier = { row in
            let inner = ModifierDistribution.modified(row, modifier)
            return outer.map { $0(inner) } ?? inner
        }
        append(content, prefix: prefix)
        rowModifier = outer
    }

    /// Adds a run of rows made on demand (the modifiers on the lists around it applied to each).
    mutating func addRun(_ run: ListRowRun) {
        guard let rowModifier else {
            loose.append(run)
            return
        }
        var modified = ListRowRun(count: run.count) { offset in
            let item = run.row(offset)
            let make = item.make
            return ListRowItem(
                key: item.key, selectionValue: item.selectionValue, make: { rowModifier(make()) }, delete: item.delete,
                move: item.move)
        }
        modified.delete = run.delete
        modified.move = run.move
        // The modifiers change the rows' views, not their keys.
        modified.identifiers = run.identifiers
        loose.append(modified)
    }

    /// The runs added since `start` (a count from ``runCount``), for a `ForEach` to attach its actions.
    mutating func updateRuns(from start: Int, _ change: (inout ListRowRun) -> Void) {
        guard start < loose.count else { return }
        for index in start..<loose.count { change(&loose[index]) }
    }

    /// The number of runs waiting in the current section.
    var runCount: Int { loose.count }

    /// Adds a section with its own rows.
    mutating func addSection(key: AnyHashable, header: (any View)?, footer: (any View)?, content: any View) {
        closeLooseSection()
        var inner = ListContent(scopes: scopes, resolver: resolver, owner: owner, rowModifier: rowModifier)
        inner.append(content, prefix: [key])
        // Sections inside a section are flattened into it, as SwiftUI lists do.
        sections.append(
            ListSectionItem(
                key: key, header: header, footer: footer, runs: inner.sections.flatMap(\.runs) + inner.loose))
    }

    private mutating func closeLooseSection() {
        guard !loose.isEmpty else { return }
        looseCount += 1
        sections.append(ListSectionItem(key: AnyHashable("rows-\(looseCount)"), header: nil, footer: nil, runs: loose))
        loose = []
    }
}

/// Content that gives a list its rows or sections.
@MainActor
protocol ListContentSource {
    /// Whether values of the type are lists of views (``ViewListShape``): true unless the type says otherwise.
    static var isViewList: Bool { get }

    func appendListContent(to content: inout ListContent, prefix: [AnyHashable])
}

extension ListContentSource {
    static var isViewList: Bool { true }
}

extension TupleView: ListContentSource {
    func appendListContent(to content: inout ListContent, prefix: [AnyHashable]) {
        for (index, element) in elements.enumerated() { content.append(element, prefix: prefix + [AnyHashable(index)]) }
    }
}

extension Group: ListContentSource {
    func appendListContent(to content: inout ListContent, prefix: [AnyHashable]) {
        content.append(self.content, prefix: prefix)
    }
}

extension EmptyView: ListContentSource {
    func appendListContent(to content: inout ListContent, prefix: [AnyHashable]) {}
}

extension ForEach: ListContentSource where Content: View {
    func appendListContent(to list: inout ListContent, prefix: [AnyHashable]) {
        let content = self.content
        // Rows of a structural type (sections, groups, nested ForEach) are
        // enumerated now; any other row is made only when it is shown.
        if ViewListShape.isList(Content.self) {
            for element in data { list.append(content(element), prefix: prefix + [AnyHashable(id(element))]) }
            return
        }
        let scope = list.scopes.number(of: prefix)
        let data = self.data, id = self.id
        let mayCarryTraits = ListRowTraits.mayBeCarried(by: Content.self)
        var run = ListRowRun(count: data.count) { offset in
            let element = data[data.index(data.startIndex, offsetBy: offset)]
            let key = AnyHashable(id(element))
            var item = ListRowItem(
                key: ListRowKey(scope: scope, id: key), selectionValue: key, make: { content(element) })
            item.mayCarryTraits = mayCarryTraits
            return item
        }
        let specialized = specialization(), forEach = self
        run.identifiers = TypedListRunIdentifiers(
            scope: scope, same: specialized.sameIDs, allDistinct: specialized.allDistinct
        ) { specialized.ids(forEach) }
        list.addRun(run)
    }
}

extension _ConditionalContent: ListContentSource {
    static var isViewList: Bool { ViewListShape.isList(TrueContent.self) || ViewListShape.isList(FalseContent.self) }

    func appendListContent(to content: inout ListContent, prefix: [AnyHashable]) {
        // Each branch is an identity of its own, as in a stack.
        switch storage {
        case .trueContent(let view): content.append(view, prefix: prefix + [AnyHashable(true)])
        case .falseContent(let view): content.append(view, prefix: prefix + [AnyHashable(false)])
        }
    }
}

extension Optional: ListContentSource where Wrapped: View {
    static var isViewList: Bool { ViewListShape.isList(Wrapped.self) }

    func appendListContent(to content: inout ListContent, prefix: [AnyHashable]) {
        if let view = self { content.append(view, prefix: prefix) }
    }
}

extension ModifiedContent: ListContentSource where Content: View, Modifier: ViewModifier {
    static var isViewList: Bool { ViewListShape.isList(Content.self) }

    /// A modifier on a list applies to each of its rows (`ForEach { … }.listRowInsets(…)`);
    /// on one view, the modified view is one row.
    func appendListContent(to list: inout ListContent, prefix: [AnyHashable]) {
        if Self.isViewList {
            list.append(content, prefix: prefix, modifiedBy: modifier)
        } else {
            list.addRow(self, prefix: prefix)
        }
    }
}
