import Foundation

/// How a list layout draws one row: its appearance, the corners it rounds
/// (inset-grouped sections) and whether a separator goes under it.
struct ListRowStyle: Equatable {
    var appearance: UICollectionLayoutListConfiguration.Appearance
    var corners: CACornerMask
    var showsSeparator: Bool
}
