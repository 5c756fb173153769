import Foundation
import TandemGraphics
import Testing
import UIKit

/// A pixel of an image, as bytes.
struct RGBA: Equatable, CustomStringConvertible {
    var r: UInt8, g: UInt8, b: UInt8, a: UInt8
    init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) { (self.r, self.g, self.b, self.a) = (r, g, b, a) }
    var description: String { "RGBA(\(r), \(g), \(b), \(a))" }

    func isClose(to other: RGBA, tolerance: Int = 2) -> Bool {
        abs(Int(r) - Int(other.r)) <= tolerance && abs(Int(g) - Int(other.g)) <= tolerance
            && abs(Int(b) - Int(other.b)) <= tolerance && abs(Int(a) - Int(other.a)) <= tolerance
    }
}

extension UIImage {
    /// The pixel at (x, y), counted from the top-left, in device pixels.
    func pixel(_ x: Int, _ y: Int) -> RGBA {
        guard let p = cgImage?.rgba(atX: x, y: y) else { return RGBA(0, 0, 0, 0) }
        return RGBA(p.red, p.green, p.blue, p.alpha)
    }
}

/// Diagnostics reported while `body` runs (other tests may add lines too; match on content).
func diagnostics(during body: () -> Void) -> [String] {
    let before = Diagnostics.messages.count
    body()
    let all = Diagnostics.messages
    return before <= all.count ? Array(all[before...]) : all
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
