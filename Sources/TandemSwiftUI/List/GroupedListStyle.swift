import Foundation
import TandemUIKit

/// A list of sections apart on a gray background.
public struct GroupedListStyle: ListStyle {
    /// Creates the style.
    public init() {}
}

extension GroupedListStyle: TableBackedListStyle {
    var tableStyle: UITableView.Style { .grouped }
}
