import Foundation

/// The properties appearance proxies record, each a bit of a view's (or
/// bar button item's) `customizedAppearanceProperties` once set on the object itself.
enum AppearanceProperty: UInt16, CaseIterable {
    case backgroundColor = 0
    case tintColor
    case barTintColor
    case unselectedItemTintColor
    case titleTextAttributes
    case largeTitleTextAttributes
    case standardAppearance
    case compactAppearance
    case scrollEdgeAppearance
    case compactScrollEdgeAppearance
    /// A bar button item's title attributes (per state).
    case itemTitleTextAttributes

    /// The property's bit.
    var bit: UInt16 { 1 << rawValue }
}
