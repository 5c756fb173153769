import Foundation

/// A compositional layout item that holds other items (and groups) in a row
/// (``horizontal(layoutSize:subitems:)``) or a column
/// (``vertical(layoutSize:subitems:)``). A section repeats its group until
/// its items run out; the subitems' fractional sizes are fractions of the
/// group's size. A group whose size along its axis is estimated takes the
/// size its items measure.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// Whether the subitems go side by side (true) or one under another.
    let isHorizontal: Bool
    /// The items the group holds, in order.
    public let subitems: [NSCollectionLayoutItem]
    /// How many equal copies of the one subitem fill the group; nil when the subitems keep their own sizes.
    let repeatCount: Int?
    /// The space between the subitems; nil for none.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    private init(horizontal: Bool, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?)
    {
        isHorizontal = horizontal
        self.subitems = subitems
        repeatCount = count
        super.init(layoutSize: layoutSize)
    }

    /// A row of `subitems`, each of its own size.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(horizontal: true, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// A row of `count` copies of `subitem`, as wide as the group shares out (their own widths are ignored).
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(horizontal: true, layoutSize: layoutSize, subitems: [subitem], count: max(1, count))
    }

    /// A row of `count` copies of `subitem` (iOS 16's name for ``horizontal(layoutSize:subitem:count:)``).
    public static func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    )
        -> NSCollectionLayoutGroup
    { horizontal(layoutSize: layoutSize, subitem: subitem, count: count) }

    /// A column of `subitems`, each of its own size.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(horizontal: false, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// A column of `count` copies of `subitem`, as tall as the group shares out.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(horizontal: false, layoutSize: layoutSize, subitems: [subitem], count: max(1, count))
    }

    /// A column of `count` copies of `subitem` (iOS 16's name for ``vertical(layoutSize:subitem:count:)``).
    public static func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    )
        -> NSCollectionLayoutGroup
    { vertical(layoutSize: layoutSize, subitem: subitem, count: count) }

    /// The subitems in the order they are placed (copies repeated).
    var slots: [NSCollectionLayoutItem] {
        guard let repeatCount, let only = subitems.first else { return subitems }
        return Array(repeating: only, count: repeatCount)
    }
}
