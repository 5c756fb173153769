import Foundation
import TandemUIKit

/// A list of grouped sections inset from the edges, with rounded corners.
public struct InsetGroupedListStyle: ListStyle {
    /// Creates the style.
    public init() {}
}

extension InsetGroupedListStyle: TableBackedListStyle {
    var tableStyle: UITableView.Style { .insetGrouped }
}
