/// One row of a lazy stack: its identity, and how to make its view when it
/// comes into view.
struct LazyRow {
    let key: ChildKey
    let make: () -> any View
}

/// Content a lazy stack can enumerate without building every row: tuples,
/// groups and `ForEach` give their rows; any other view is one row.
@MainActor
protocol LazyRowSource {
    func appendRows(to rows: inout [LazyRow], prefix: [AnyHashable])
}

@MainActor
enum LazyRows {
    static func collect(_ content: any View) -> [LazyRow] {
        var rows: [LazyRow] = []
        append(content, to: &rows, prefix: [], position: 0)
        return rows
    }

    static func append(_ view: any View, to rows: inout [LazyRow], prefix: [AnyHashable], position: Int) {
        if let source = view as? any LazyRowSource {
            source.appendRows(to: &rows, prefix: prefix + [AnyHashable(position)])
        } else {
            rows.append(LazyRow(key: .explicit(AnyHashable(prefix + [AnyHashable(position)])), make: { view }))
        }
    }
}

extension TupleView: LazyRowSource {
    func appendRows(to rows: inout [LazyRow], prefix: [AnyHashable]) {
        for (index, element) in elements.enumerated() { LazyRows.append(element, to: &rows, prefix: prefix, position: index) }
    }
}

extension Group: LazyRowSource {
    func appendRows(to rows: inout [LazyRow], prefix: [AnyHashable]) {
        LazyRows.append(content, to: &rows, prefix: prefix, position: 0)
    }
}

extension ForEach: LazyRowSource where Content: View {
    func appendRows(to rows: inout [LazyRow], prefix: [AnyHashable]) {
        let content = self.content
        rows.reserveCapacity(rows.count + data.count)
        for element in data {
            // The row is identified by the element's id, as in a stack.
            rows.append(LazyRow(key: .explicit(AnyHashable([AnyHashable(prefix), AnyHashable(id(element))])), make: { content(element) }))
        }
    }
}

extension EmptyView: LazyRowSource {
    /// No views, no rows.
    func appendRows(to rows: inout [LazyRow], prefix: [AnyHashable]) {}
}

extension _ConditionalContent: LazyRowSource {
    /// The branch shown: its rows, an identity of their own per branch.
    func appendRows(to rows: inout [LazyRow], prefix: [AnyHashable]) {
        switch storage {
        case .trueContent(let view): LazyRows.append(view, to: &rows, prefix: prefix, position: 0)
        case .falseContent(let view): LazyRows.append(view, to: &rows, prefix: prefix, position: 1)
        }
    }
}

extension Optional: LazyRowSource where Wrapped: View {
    /// The view's rows when there is one; none otherwise.
    func appendRows(to rows: inout [LazyRow], prefix: [AnyHashable]) {
        if let view = self { LazyRows.append(view, to: &rows, prefix: prefix, position: 0) }
    }
}

extension ModifiedContent: LazyRowSource where Content: View, Modifier: ViewModifier {
    /// A modifier on a list of views applies to each row (`ForEach { … }.padding()`);
    /// a modified view is one row.
    func appendRows(to rows: inout [LazyRow], prefix: [AnyHashable]) {
        guard Content.self is any LazyRowSource.Type, ViewListShape.isList(Content.self) else {
            rows.append(LazyRow(key: .explicit(AnyHashable(prefix)), make: { self }))
            return
        }
        let start = rows.count
        LazyRows.append(content, to: &rows, prefix: prefix, position: 0)
        let modifier = self.modifier
        for index in start..<rows.count {
            let row = rows[index]
            rows[index] = LazyRow(key: row.key, make: { ModifierDistribution.modified(row.make(), modifier) })
        }
    }
}
