import TandemSupport

/// `#imageLiteral(resourceName:)` loads a `UIImage` by name, as with UIKit
/// on Apple's platforms (Xcode's image literals).
extension UIImage: _ExpressibleByImageLiteral {
    /// The image named `path` (see ``init(named:)``); an empty image, and a
    /// report, when there is none (a literal cannot fail).
    public convenience init(imageLiteralResourceName path: String) {
        if let found = UIImage(named: path), let cgImage = found.cgImage {
            self.init(cgImage: cgImage, scale: found.scale, orientation: .up)
        } else {
            Diagnostics.reportOnce(
                "UIKit", id: "imageLiteral.\(path)",
                "#imageLiteral(resourceName: \"\(path)\"): no image of that name; an empty image is used")
            self.init()
        }
    }
}

/// The type `#imageLiteral` makes where no other is asked for.
public typealias _ImageLiteralType = UIImage
