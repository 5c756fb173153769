import Foundation
import TandemUIKit

/// The platform's default list style: inset grouped, as on iOS.
public struct DefaultListStyle: ListStyle {
    /// Creates the style.
    public init() {}
}

extension DefaultListStyle: TableBackedListStyle {
    var tableStyle: UITableView.Style { .insetGrouped }
}
