import Foundation

/// A `List`'s content, enumerated into sections and rows without building
/// the rows' views: tuples, groups, `ForEach` (with its edit actions) and
/// `Section` give their parts; any other view is one row.
@MainActor
struct ListContent {
    private(set) var sections: [ListSectionItem] = []
    /// The numbering of row scopes, kept by the list across updates.
    let scopes: ListScopes
    /// Rows outside any section, waiting for the next section to close them.
    private var loose: [ListRowRun] = []
    private var looseCount = 0

    init(scopes: ListScopes) {
        self.scopes = scopes
    }

    static func collect(_ content: any View, scopes: ListScopes) -> [ListSectionItem] {
        var builder = ListContent(scopes: scopes)
        builder.append(content, prefix: [0])
        builder.closeLooseSection()
        return builder.sections
    }

    /// Adds `view`'s rows (or sections).
    mutating func append(_ view: any View, prefix: [AnyHashable]) {
        if let source = view as? any ListContentSource {
            source.appendListContent(to: &self, prefix: prefix)
        } else {
            addRow(ListRowItem(key: ListRowKey(scope: scopes.number(of: prefix), id: 0), selectionValue: nil, make: { view }))
        }
    }

    mutating func addRow(_ row: ListRowItem) {
        loose.append(.single(row))
    }

    /// Adds a run of rows made on demand.
    mutating func addRun(_ run: ListRowRun) {
        loose.append(run)
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
        var inner = ListContent(scopes: scopes)
        inner.append(content, prefix: [key])
        // Sections inside a section are flattened into it, as SwiftUI lists do.
        sections.append(ListSectionItem(key: key, header: header, footer: footer, runs: inner.sections.flatMap(\.runs) + inner.loose))
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
    func appendListContent(to content: inout ListContent, prefix: [AnyHashable])
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
        if Content.self is any ListContentSource.Type {
            for element in data { list.append(content(element), prefix: prefix + [AnyHashable(id(element))]) }
            return
        }
        let scope = list.scopes.number(of: prefix)
        let data = self.data, id = self.id
        list.addRun(ListRowRun(count: data.count) { offset in
            let element = data[data.index(data.startIndex, offsetBy: offset)]
            let key = AnyHashable(id(element))
            return ListRowItem(key: ListRowKey(scope: scope, id: key), selectionValue: key, make: { content(element) })
        })
    }
}
