import Foundation

extension UIPageViewController {
    /// The keys of the options given to ``UIPageViewController/init(transitionStyle:navigationOrientation:options:)``.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String

        /// Creates a key named `rawValue`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The spine location of a page-curl controller: a ``UIPageViewController/SpineLocation``
        /// (or its raw value as an `Int` or `NSNumber`).
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages of a scroll controller, in points: a `CGFloat`, `Double`, `Int` or `NSNumber`.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }
}
