import Foundation

/// A `List`'s content, enumerated into sections and rows without building
/// the rows' views: tuples, groups, `ForEach` (with its edit actions) and
/// `Section` give their parts; any other view is one row.
@MainActor
struct ListContent {
    private(set) var sections: [ListSectionItem] = []
    /// Rows outside any section, waiting for the next section to close them.
    private var loose: [ListRowItem] = []
    private var looseCount = 0

    static func collect(_ content: any View) -> [ListSectionItem] {
        var builder = ListContent()
        builder.append(content, prefix: [0])
        builder.closeLooseSection()
        return builder.sections
    }

    /// Adds `view`'s rows (or sections).
    mutating func append(_ view: any View, prefix: [AnyHashable]) {
        if let source = view as? any ListContentSource {
            source.appendListContent(to: &self, prefix: prefix)
        } else {
            addRow(ListRowItem(key: AnyHashable(prefix), selectionValue: nil, make: { view }))
        }
    }

    mutating func addRow(_ row: ListRowItem) {
        loose.append(row)
    }

    /// The rows added since `start` (a count from ``rowCount``), for a `ForEach` to attach its actions.
    mutating func updateRows(from start: Int, _ change: (inout ListRowItem, Int) -> Void) {
        guard start < loose.count else { return }
        for index in start..<loose.count { change(&loose[index], index - start) }
    }

    /// The number of rows waiting in the current section.
    var rowCount: Int { loose.count }

    /// Adds a section with its own rows.
    mutating func addSection(key: AnyHashable, header: (any View)?, footer: (any View)?, content: any View) {
        closeLooseSection()
        var inner = ListContent()
        inner.append(content, prefix: [key])
        var section = ListSectionItem(key: key, header: header, footer: footer)
        // Sections inside a section are flattened into it, as SwiftUI lists do.
        section.rows = inner.sections.flatMap(\.rows) + inner.loose
        sections.append(section)
    }

    private mutating func closeLooseSection() {
        guard !loose.isEmpty else { return }
        looseCount += 1
        sections.append(ListSectionItem(key: AnyHashable("rows-\(looseCount)"), header: nil, footer: nil, rows: loose))
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
        let structural = Content.self is any ListContentSource.Type
        for element in data {
            let id = AnyHashable(self.id(element))
            if structural {
                list.append(content(element), prefix: prefix + [id])
            } else {
                list.addRow(ListRowItem(key: AnyHashable(prefix + [id]), selectionValue: id, make: { content(element) }))
            }
        }
    }
}
