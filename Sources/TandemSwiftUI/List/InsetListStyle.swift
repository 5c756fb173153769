import Foundation
import TandemUIKit

/// A list of plain rows inset from the edges (drawn plain in Tandem).
public struct InsetListStyle: ListStyle {
    /// Creates the style.
    public init() {}
}

extension InsetListStyle: TableBackedListStyle {
    var tableStyle: UITableView.Style { .plain }
}
