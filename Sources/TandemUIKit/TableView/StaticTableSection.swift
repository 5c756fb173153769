import Foundation

/// A section of a storyboard's static table: its titles and its cells,
/// made once with the table (their outlets connect to the controller).
struct StaticTableSection {
    var headerTitle: String?
    var footerTitle: String?
    var cells: [UITableViewCell]
}
