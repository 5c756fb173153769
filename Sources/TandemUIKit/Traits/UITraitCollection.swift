public import Foundation

/// The traits of an environment — appearance, text size, layout direction,
/// display scale, size classes — that views and view controllers adapt to.
///
/// Immutable and thread-safe. A view's ``UIView/traitCollection`` is its
/// window's (from its screen) with every override on the way down applied.
public final class UITraitCollection: Hashable, Sendable, CustomStringConvertible {
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The preferred text size.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// Left-to-right or right-to-left.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// Device pixels per point; 0 when unspecified.
    public let displayScale: CGFloat
    /// The horizontal size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// The device idiom.
    public let userInterfaceIdiom: UIUserInterfaceIdiom

    /// Creates a collection with every trait unspecified.
    public convenience init() {
        self.init(
            style: .unspecified, category: .unspecified, direction: .unspecified, scale: 0,
            horizontal: .unspecified, vertical: .unspecified, idiom: .unspecified)
    }

    init(
        style: UIUserInterfaceStyle, category: UIContentSizeCategory, direction: UITraitEnvironmentLayoutDirection,
        scale: CGFloat, horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass,
        idiom: UIUserInterfaceIdiom
    ) {
        userInterfaceStyle = style
        preferredContentSizeCategory = category
        layoutDirection = direction
        displayScale = scale
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        userInterfaceIdiom = idiom
    }

    /// A collection specifying only the appearance.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(copying: UITraitCollection(), style: userInterfaceStyle)
    }

    /// A collection specifying only the text size.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(copying: UITraitCollection(), category: preferredContentSizeCategory)
    }

    /// A collection specifying only the layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(copying: UITraitCollection(), direction: layoutDirection)
    }

    /// A collection specifying only the display scale.
    public convenience init(displayScale: CGFloat) {
        self.init(copying: UITraitCollection(), scale: displayScale)
    }

    /// A collection specifying only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(copying: UITraitCollection(), horizontal: horizontalSizeClass)
    }

    /// A collection specifying only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(copying: UITraitCollection(), vertical: verticalSizeClass)
    }

    /// Combines collections: each trait comes from the last collection that specifies it.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        var result = UITraitCollection()
        for collection in collections { result = result.overlaid(by: collection) }
        self.init(copying: result)
    }

    private convenience init(
        copying base: UITraitCollection, style: UIUserInterfaceStyle? = nil, category: UIContentSizeCategory? = nil,
        direction: UITraitEnvironmentLayoutDirection? = nil, scale: CGFloat? = nil,
        horizontal: UIUserInterfaceSizeClass? = nil, vertical: UIUserInterfaceSizeClass? = nil
    ) {
        self.init(
            style: style ?? base.userInterfaceStyle, category: category ?? base.preferredContentSizeCategory,
            direction: direction ?? base.layoutDirection, scale: scale ?? base.displayScale,
            horizontal: horizontal ?? base.horizontalSizeClass, vertical: vertical ?? base.verticalSizeClass,
            idiom: base.userInterfaceIdiom)
    }

    /// This collection with every trait `other` specifies taken from `other`.
    func overlaid(by other: UITraitCollection) -> UITraitCollection {
        UITraitCollection(
            style: other.userInterfaceStyle != .unspecified ? other.userInterfaceStyle : userInterfaceStyle,
            category: other.preferredContentSizeCategory != .unspecified
                ? other.preferredContentSizeCategory : preferredContentSizeCategory,
            direction: other.layoutDirection != .unspecified ? other.layoutDirection : layoutDirection,
            scale: other.displayScale != 0 ? other.displayScale : displayScale,
            horizontal: other.horizontalSizeClass != .unspecified ? other.horizontalSizeClass : horizontalSizeClass,
            vertical: other.verticalSizeClass != .unspecified ? other.verticalSizeClass : verticalSizeClass,
            idiom: other.userInterfaceIdiom != .unspecified ? other.userInterfaceIdiom : userInterfaceIdiom)
    }

    /// Whether every trait `other` specifies has the same value here.
    public func containsTraits(in other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return overlaid(by: other) == self
    }

    /// Whether dynamic colors may resolve differently in the two collections.
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        other?.userInterfaceStyle != userInterfaceStyle
    }

    /// The collection drawing code resolves dynamic colors and fonts against.
    ///
    /// Per thread, as on iOS. UIKit sets it to a view's traits around
    /// `draw(_:)`, `layoutSubviews` and `traitCollectionDidChange(_:)`; it is
    /// the main screen's collection otherwise.
    public static var current: UITraitCollection {
        get { CurrentTraitCollection.value ?? defaultCollection }
        set { CurrentTraitCollection.value = newValue }
    }

    /// Runs `body` with ``current`` set to this collection, then restores it.
    public func performAsCurrent(_ body: () throws -> Void) rethrows {
        let saved = CurrentTraitCollection.value
        CurrentTraitCollection.value = self
        defer { CurrentTraitCollection.value = saved }
        try body()
    }

    /// The traits of a screen: light, large text, left to right, scale 1, compact width, regular height.
    static let defaultCollection = UITraitCollection(
        style: .light, category: .large, direction: .leftToRight, scale: 1, horizontal: .compact, vertical: .regular,
        idiom: .phone)

    /// Compares every trait.
    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.userInterfaceStyle == rhs.userInterfaceStyle
            && lhs.preferredContentSizeCategory == rhs.preferredContentSizeCategory
            && lhs.layoutDirection == rhs.layoutDirection && lhs.displayScale == rhs.displayScale
            && lhs.horizontalSizeClass == rhs.horizontalSizeClass && lhs.verticalSizeClass == rhs.verticalSizeClass
            && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom
    }

    /// Hashes every trait.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(userInterfaceStyle)
        hasher.combine(preferredContentSizeCategory)
        hasher.combine(layoutDirection)
        hasher.combine(displayScale)
    }

    /// The traits, for debugging.
    public var description: String {
        "<UITraitCollection style=\(userInterfaceStyle) category=\(preferredContentSizeCategory.rawValue) "
            + "direction=\(layoutDirection) scale=\(displayScale)>"
    }
}
