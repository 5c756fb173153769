import Foundation

extension UIApplication {
    /// The layout direction of the app's user interface: left to right
    /// (Tandem does not take it from the locale's language; views and
    /// windows can be made right to left with `semanticContentAttribute`
    /// and trait overrides).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
}
