import Foundation

/// A function from a color to a color, applied by a configuration to its
/// color when it resolves it (a selected cell's background, say).
public struct UIConfigurationColorTransformer: Sendable {
    /// The function.
    public let transform: @Sendable (UIColor) -> UIColor

    /// A transformer that applies `transform`.
    public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) {
        self.transform = transform
    }

    /// `transform` applied to `color`.
    public func callAsFunction(_ color: UIColor) -> UIColor { transform(color) }

    /// The color's luminance as a gray of the same alpha.
    public static let grayscale = UIConfigurationColorTransformer { color in
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return UIColor(white: 0.299 * red + 0.587 * green + 0.114 * blue, alpha: alpha)
    }
}
