import Foundation
import TandemGraphics
import TandemSupport

/// Bitmap contexts in UIKit's coordinates.
enum UIKitBitmap {
    /// A transparent (or opaque black) bitmap of `size` points at `scale`,
    /// whose user space is UIKit's: origin top-left, y down, one unit a point.
    /// Nil, and reported, for empty, non-finite or oversized sizes. A
    /// `recording` context allocates no pixels (see `CGContext(recordingWidth:height:)`).
    static func makeContext(size: CGSize, scale: CGFloat, opaque: Bool = false, recording: Bool = false) -> CGContext? {
        guard size.width.isFinite, size.height.isFinite, scale.isFinite, scale > 0 else {
            Diagnostics.report("UIGraphics", "cannot make a bitmap of size \(size) at scale \(scale)")
            return nil
        }
        let width = Int((size.width * scale).rounded(.up)), height = Int((size.height * scale).rounded(.up))
        guard width > 0, height > 0 else { return nil }
        if recording {
            guard let context = CGContext(recordingWidth: width, height: height) else { return nil }
            context.translateBy(x: 0, y: CGFloat(height))
            context.scaleBy(x: scale, y: -scale)
            return context
        }
        let info: UInt32 =
            (opaque ? CGImageAlphaInfo.noneSkipFirst.rawValue : CGImageAlphaInfo.premultipliedFirst.rawValue)
            | CGBitmapInfo.byteOrder32Little.rawValue
        guard
            let context = CGContext(
                data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)
        else { return nil }
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: scale, y: -scale)
        return context
    }
}
