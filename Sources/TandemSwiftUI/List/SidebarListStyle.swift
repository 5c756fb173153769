import Foundation
import TandemUIKit

/// A sidebar list (drawn inset grouped in Tandem, which has no sidebars).
public struct SidebarListStyle: ListStyle {
    /// Creates the style.
    public init() {}
}

extension SidebarListStyle: TableBackedListStyle {
    var tableStyle: UITableView.Style { .insetGrouped }
}
