import Foundation

/// How a cell's (or header's) background looks: a color, a corner radius,
/// insets, a stroke, or a custom view — and, for the list styles, how it
/// changes when the cell is selected or highlighted (``updated(for:)``).
/// Give it to `UICollectionViewCell.backgroundConfiguration`.
///
/// Tandem draws the color, corners, insets, stroke and custom view; a
/// visual effect (blur) is not offered. Equality compares every property
/// but the color transformers (closures cannot be compared).
public struct UIBackgroundConfiguration: Hashable, @unchecked Sendable {
    /// The look a configuration was made for, which decides its selected look.
    enum Style: Hashable {
        case clear, listPlainCell, listPlainHeaderFooter, listGroupedCell, listGroupedHeaderFooter, listSidebarHeader,
            listSidebarCell
    }

    let style: Style
    /// A view shown behind the content instead of a plain color; nil for none.
    public var customView: UIView?
    /// The radius of the background's corners.
    public var cornerRadius: CGFloat = 0
    /// Space between the cell's edges and the background.
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    /// Edges whose inset grows by the cell's layout margins.
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// The fill color; nil uses the view's tint color.
    public var backgroundColor: UIColor?
    /// Applied to the fill color when it is resolved.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// The outline color; nil uses the view's tint color (drawn only when ``strokeWidth`` is positive).
    public var strokeColor: UIColor?
    /// Applied to the stroke color when it is resolved.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The outline's width; 0 for none.
    public var strokeWidth: CGFloat = 0
    /// How far the outline extends outside the background.
    public var strokeOutset: CGFloat = 0

    init(style: Style, backgroundColor: UIColor?, cornerRadius: CGFloat = 0) {
        self.style = style
        self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
    }

    /// A clear background that stays clear when selected.
    public static func clear() -> UIBackgroundConfiguration { .init(style: .clear, backgroundColor: .clear) }

    /// A plain list's cell: the system background, gray when selected or highlighted.
    public static func listPlainCell() -> UIBackgroundConfiguration {
        .init(style: .listPlainCell, backgroundColor: .systemBackground)
    }

    /// A plain list's header or footer: the system background.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
        .init(style: .listPlainHeaderFooter, backgroundColor: .systemBackground)
    }

    /// A grouped list's cell: the grouped cell color, gray when selected or highlighted.
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        .init(style: .listGroupedCell, backgroundColor: .secondarySystemGroupedBackground)
    }

    /// A grouped list's header or footer: clear, on the list's background.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
        .init(style: .listGroupedHeaderFooter, backgroundColor: .clear)
    }

    /// A sidebar's header: clear.
    public static func listSidebarHeader() -> UIBackgroundConfiguration {
        .init(style: .listSidebarHeader, backgroundColor: .clear)
    }

    /// A sidebar's cell: clear, a rounded gray when selected or highlighted.
    public static func listSidebarCell() -> UIBackgroundConfiguration {
        .init(style: .listSidebarCell, backgroundColor: .clear, cornerRadius: 10)
    }

    /// A sidebar's cell beside a secondary column (the same look as ``listSidebarCell()`` in Tandem).
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration { listSidebarCell() }

    /// The configuration for `state`: a list style's cell is gray while
    /// selected or highlighted; other styles, and ``clear()``, stay as they are.
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
        guard let cell = state as? UICellConfigurationState, cell.isSelected || cell.isHighlighted else { return self }
        var updated = self
        switch style {
        case .listPlainCell, .listGroupedCell, .listSidebarCell: updated.backgroundColor = .systemGray4
        case .clear, .listPlainHeaderFooter, .listGroupedHeaderFooter, .listSidebarHeader: break
        }
        return updated
    }

    /// The fill color drawn: ``backgroundColor`` (or `tintColor` when nil) through ``backgroundColorTransformer``.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer.map { $0(color) } ?? color
    }

    /// The outline color drawn: ``strokeColor`` (or `tintColor` when nil) through ``strokeColorTransformer``.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer.map { $0(color) } ?? color
    }

    /// Whether the two have the same look (the color transformers are not compared).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.style == rhs.style && lhs.customView === rhs.customView && lhs.cornerRadius == rhs.cornerRadius
            && lhs.backgroundInsets == rhs.backgroundInsets
            && lhs.edgesAddingLayoutMarginsToBackgroundInsets == rhs.edgesAddingLayoutMarginsToBackgroundInsets
            && lhs.backgroundColor == rhs.backgroundColor && lhs.strokeColor == rhs.strokeColor
            && lhs.strokeWidth == rhs.strokeWidth
            && lhs.strokeOutset == rhs.strokeOutset
    }

    /// Hashes the properties ``==(_:_:)`` compares (some of them).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(style)
        hasher.combine(cornerRadius)
        hasher.combine(backgroundColor)
        hasher.combine(strokeWidth)
    }
}
