import Foundation
import TandemGraphics
import TandemSupport

/// The images loaded by name (`UIImage(named:)`, SwiftUI's `Image(_:)`):
/// one image per file and rendering mode, decoded once and kept, as iOS
/// keeps named images in its system cache, so a view body that names an
/// image on every update does not decode it each time.
enum NamedImageCache {
    private static let images = LockedValue<[String: UIImage]>([:])

    /// The image in the file at `path`, decoded once (PNG or JPEG), at
    /// `scale`, in `renderingMode`, answering `asset` as its image asset;
    /// nil, reported, when the file cannot be read or decoded. A PDF's
    /// first page is drawn at `scale` pixels per point (once per scale).
    static func image(
        atPath path: String, scale: CGFloat, renderingMode: UIImage.RenderingMode, asset: UIImageAsset?
    ) -> UIImage? {
        let isPDF = path.lowercased().hasSuffix(".pdf")
        let key = "\(renderingMode.rawValue):\(path)" + (isPDF ? "@\(scale)x" : "")
        if let cached = images.withLock({ $0[key] }) { return cached }
        guard let data = FileManager.default.contents(atPath: path) else {
            Diagnostics.report("UIImage", "no file at \(path)")
            return nil
        }
        let cgImage: CGImage
        do {
            cgImage = try isPDF ? CGImage(pdfData: data, scale: scale) : CGImage(pngOrJPEGData: data)
        } catch {
            Diagnostics.report("UIImage", "cannot decode \(path): \(error)")
            return nil
        }
        let image = UIImage(cgImage: cgImage, scale: scale, orientation: .up).withRenderingMode(renderingMode)
        image.setNamedOrigin(key: key, asset: asset)
        // Decoded outside the lock: a thread that decoded the same file
        // meanwhile stored its image first, and that one is answered.
        return images.withLock { images in
            if let first = images[key] { return first }
            images[key] = image
            return image
        }
    }

    /// Forgets every image (as iOS purges its cache under memory pressure);
    /// images in use stay alive, later loads decode again.
    package static func removeAll() {
        images.withLock { $0.removeAll() }
    }
}
