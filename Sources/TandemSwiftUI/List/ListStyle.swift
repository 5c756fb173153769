import Foundation
import TandemUIKit

/// How a `List` looks: plain rows, or grouped sections (inset or not).
public protocol ListStyle {}

/// A list style drawn by a table of one of UIKit's styles.
protocol TableBackedListStyle: ListStyle {
    /// The table style the list is drawn in.
    var tableStyle: UITableView.Style { get }
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform's default: inset grouped on iOS.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// Rows edge to edge.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// Sections apart on a gray background.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Grouped sections inset from the edges, with rounded corners.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Plain rows inset from the edges.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// A sidebar (inset grouped in Tandem).
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension EnvironmentValues {
    private struct ListStyleKey: EnvironmentKey {
        static var defaultValue: UITableView.Style? { nil }
    }

    /// The table style `listStyle` chose; nil for the default.
    var listTableStyle: UITableView.Style? {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the lists in this view in `style`.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listTableStyle, (style as? any TableBackedListStyle)?.tableStyle)
    }
}
