import Foundation
import TandemUIKit

/// Rows of views in sections, scrolling, drawn by a `UITableView`: each row
/// a cell hosting the row's view, only the rows on screen alive.
///
/// Rows come from the content: `ForEach` rows (identified by their ids,
/// with `onDelete` and `onMove`), `Section`s with headers and footers, and
/// any other view as one row. With a selection binding, tapping a row
/// selects its `ForEach` id. Rows keep their state while they stay in the
/// list and on screen; the style comes from `listStyle` (inset grouped by default).
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    let selection: ListSelection?

    /// Never called: a primitive view.
    public var body: Never { primitiveBodyCalled(Self.self) }
}

// The initializers that make a `ForEach` are inlinable: the `ForEach` is
// then made where its types are known, and goes over its ids and rows in
// code compiled for them (``ForEachSpecialization``).

extension List where SelectionValue == Never {
    /// A list of the rows `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        selection = nil
    }

    /// A list of one row per element of `data`, identified by the elements' ids.
    @inlinable
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }

    /// A list of one row per element of `data`, identified by the property at `id`.
    @inlinable
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    /// A list of one row per integer in `data`.
    @inlinable
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init { ForEach(data, content: rowContent) }
    }
}

extension List {
    /// A list whose tapped row becomes `selection` (its `ForEach` id); nil clears.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { ListSelection(single: $0) }
    }

    /// A list whose tapped rows toggle in `selection`.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { ListSelection(multiple: $0) }
    }

    /// A selectable list of one row per element of `data`.
    @inlinable
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A list of one row per element of `data` whose tapped rows toggle in `selection`.
    @inlinable
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A selectable list of one row per element of `data`, identified by the property at `id`.
    @inlinable
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// A list of one row per element of `data`, identified by the property
    /// at `id`, whose tapped rows toggle in `selection`.
    @inlinable
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// A selectable list of one row per integer of `data`.
    @inlinable
    public init<RowContent: View>(
        _ data: Range<Int>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A list of one row per integer of `data` whose tapped rows toggle in `selection`.
    @inlinable
    public init<RowContent: View>(
        _ data: Range<Int>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }
}

extension List: PrimitiveView, SingleLayoutItem {
    /// Enumerates the content into sections, resolving the custom views in
    /// it (their nodes are this node's children), and gives them to the table.
    func updateNode(_ updater: NodeUpdater) {
        let scopes = updater.primitiveStorage { ListScopes() }
        let resolver = ViewListResolver(container: updater)
        let sections = ListContent.collect(content, scopes: scopes, resolver: resolver)
        resolver.finish()
        ListLeaf(sections: sections, selection: selection).updateLeaf(updater)
        // The table reaches under the bars above and below; its rows are inset.
        updater.setScrollsUnderBars([.top, .bottom])
    }
}
