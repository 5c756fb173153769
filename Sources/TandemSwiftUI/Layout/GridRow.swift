/// A row of a ``Grid``: each of its views is a cell, in the next column
/// (``View/gridCellColumns(_:)`` makes one span several). Outside a grid
/// its views are laid out as those of a `Group` are.
public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let content: Content

    /// A row of the cells `content` builds, aligned vertically on
    /// `alignment` (the grid's when `nil`).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.init(alignment: alignment, cells: content())
    }

    init(alignment: VerticalAlignment?, cells: Content) {
        self.alignment = alignment
        self.content = cells
    }

    /// Never called: a primitive view.
    public var body: Never { primitiveBodyCalled(Self.self) }
}

extension GridRow: PrimitiveView {
    /// A group: its cells are the grid's subviews, which the grid tells
    /// apart by the row node they are in (``GridStructure``).
    func updateNode(_ updater: NodeUpdater) {
        updater.setGroup()
        updater.reconcile(single: content)
    }
}

extension GridRow: GridRowMarker {
    var rowAlignment: VerticalAlignment? { alignment }
}

extension GridRow: EnvironmentTransparent {}

/// Several views, as a `Group` is: a custom view whose body is a row is a
/// list of views too, so a modifier on it reaches the row (below).
extension GridRow: ListContentSource {
    func appendListContent(to list: inout ListContent, prefix: [AnyHashable]) {
        list.append(content, prefix: prefix)
    }
}

extension GridRow: ModifierDistributable {
    /// A modifier on a row goes to each of its cells, as in SwiftUI
    /// (`.background` draws behind each cell), and the row stays a row of its grid.
    func distribute<M: ViewModifier>(_ modifier: M, in updater: NodeUpdater) -> [(ChildKey, any View)] {
        [(.single, GridRow<ModifiedContent<Content, M>>(alignment: alignment, cells: content.modifier(modifier)))]
    }
}
