public import Foundation

/// UIKit's view of an index path: a section and a row (tables) or an item
/// (collections), its two indexes.
extension IndexPath {
    /// Creates `[section, row]`.
    public init(row: Int, section: Int) {
        // Set into a copy of a two-index path: no array is made (tables make one per row).
        self = Self.pair
        self[0] = section
        self[1] = row
    }

    /// Creates `[section, item]`.
    public init(item: Int, section: Int) {
        self.init(row: item, section: section)
    }

    private static let pair = IndexPath(indexes: [0, 0])

    /// The first index. An index path without exactly two indexes stops
    /// with UIKit's message, as on iOS.
    public var section: Int {
        get { self[checked: 0] }
        set { self[checked: 0] = newValue }
    }

    /// The second index: the row in a table's section.
    public var row: Int {
        get { self[checked: 1] }
        set { self[checked: 1] = newValue }
    }

    /// The second index: the item in a collection's section.
    public var item: Int {
        get { self[checked: 1] }
        set { self[checked: 1] = newValue }
    }

    /// One of the two indexes, after UIKit's check that there are two.
    private subscript(checked position: Int) -> Int {
        get {
            precondition(count == 2, Self.twoIndexesMessage)
            return self[position]
        }
        set {
            precondition(count == 2, Self.twoIndexesMessage)
            self[position] = newValue
        }
    }

    private static let twoIndexesMessage =
        "Invalid index path for use with UITableView. Index paths passed to table view must contain exactly two indices specifying the section and row."
}
