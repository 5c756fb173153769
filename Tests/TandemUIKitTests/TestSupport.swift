import Foundation
import TandemGraphics
import Testing
import UIKit
import TandemTestSupport
import TandemSupport

extension UIImage {
    /// The pixel at (x, y), counted from the top-left, in device pixels.
    func pixel(_ x: Int, _ y: Int) -> RGBA {
        cgImage?.pixel(x, y) ?? .transparent
    }
}

/// A visible window of the given size with a root controller.
@MainActor
func makeWindow(width: CGFloat = 400, height: CGFloat = 800, root: UIViewController = UIViewController()) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    window.rootViewController = root
    window.makeKeyAndVisible()
    CATransaction.flush()
    return window
}
