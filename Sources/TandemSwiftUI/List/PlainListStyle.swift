import Foundation
import TandemUIKit

/// A list of rows edge to edge.
public struct PlainListStyle: ListStyle {
    /// Creates the style.
    public init() {}
}

extension PlainListStyle: TableBackedListStyle {
    var tableStyle: UITableView.Style { .plain }
}
