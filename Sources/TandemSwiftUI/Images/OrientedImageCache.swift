import Foundation
import TandemGraphics
import TandemSupport
import TandemUIKit

/// The upright images `Image(_:scale:orientation:label:)` made lately.
///
/// A body makes its `Image` on every evaluation: the same image object for
/// the same pixels keeps the image equal (its view is not updated) and the
/// pixels from being turned again.
/// Used from `Image`'s initializers, which may run on any thread: a lock
/// guards the entries.
enum OrientedImageCache {
    private struct Entry {
        weak var source: CGImage?
        let scale: CGFloat
        let orientation: Image.Orientation
        let image: UIImage
    }

    /// The most recent first; a few, as an app shows few such images at once.
    nonisolated(unsafe) private static var entries: [Entry] = []
    private static let lock = NSLock()
    private static let capacity = 16

    /// `cgImage` turned upright by `orientation`, at `scale`.
    static func image(for cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation) -> UIImage {
        lock.lock()
        defer { lock.unlock() }
        if let index = entries.firstIndex(where: {
            $0.source === cgImage && $0.scale == scale && $0.orientation == orientation
        }) {
            let entry = entries.remove(at: index)
            entries.insert(entry, at: 0)
            return entry.image
        }
        let upright = orientation == .up ? cgImage : turned(cgImage, by: orientation) ?? cgImage
        let image = UIImage(cgImage: upright, scale: scale, orientation: .up)
        entries.removeAll { $0.source == nil }
        entries.insert(Entry(source: cgImage, scale: scale, orientation: orientation, image: image), at: 0)
        if entries.count > capacity { entries.removeLast() }
        return image
    }

    /// The pixels of `image` as they show upright under `orientation`: a
    /// new bitmap, the width and height swapped for the quarter turns.
    static func turned(_ image: CGImage, by orientation: Image.Orientation) -> CGImage? {
        let width = CGFloat(image.width), height = CGFloat(image.height)
        let quarter = [.left, .leftMirrored, .right, .rightMirrored].contains(orientation)
        let size = quarter ? CGSize(width: height, height: width) : CGSize(width: width, height: height)
        guard
            let context = CGContext(
                data: nil, width: Int(size.width), height: Int(size.height), bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else {
            Diagnostics.report(
                "SwiftUI", "Image(orientation: \(orientation)) could not turn the image; it is drawn as stored.")
            return nil
        }
        // In the bitmap's y-up space: the turn, then the flip, that put the
        // stored pixels upright (UIKit's transforms for these orientations).
        var transform = CGAffineTransform.identity
        switch orientation {
        case .down, .downMirrored:
            transform = transform.translatedBy(x: size.width, y: size.height).rotated(by: .pi)
        case .left, .leftMirrored:
            transform = transform.translatedBy(x: size.width, y: 0).rotated(by: .pi / 2)
        case .right, .rightMirrored:
            transform = transform.translatedBy(x: 0, y: size.height).rotated(by: -.pi / 2)
        case .up, .upMirrored:
            break
        }
        switch orientation {
        case .upMirrored, .downMirrored:
            transform = transform.translatedBy(x: size.width, y: 0).scaledBy(x: -1, y: 1)
        case .leftMirrored, .rightMirrored:
            transform = transform.translatedBy(x: size.height, y: 0).scaledBy(x: -1, y: 1)
        default:
            break
        }
        context.concatenate(transform)
        // Whole pixels land on whole pixels: no blending.
        context.interpolationQuality = .none
        context.draw(image, in: CGRect(x: 0, y: 0, width: width, height: height))
        return context.makeImage()
    }
}
