import Foundation

/// `#colorLiteral(red:green:blue:alpha:)` makes a `UIColor`, as with
/// UIKit on Apple's platforms (Xcode's color literals).
extension UIColor: _ExpressibleByColorLiteral {
    /// The sRGB color of a color literal.
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

/// The type `#colorLiteral` makes where no other is asked for.
public typealias _ColorLiteralType = UIColor
