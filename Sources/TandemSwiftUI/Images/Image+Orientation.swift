public import Foundation
public import TandemGraphics
import TandemUIKit

extension Image {
    /// How a bitmap's pixels are turned to show it upright: the EXIF
    /// orientations, as `UIImage.Orientation` names them.
    public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
        /// Drawn as stored.
        case up
        /// Flipped left to right.
        case upMirrored
        /// Turned a half turn.
        case down
        /// Flipped top to bottom (a half turn, then a left-to-right flip).
        case downMirrored
        /// Turned a quarter counterclockwise.
        case left
        /// Flipped left to right, then turned a quarter counterclockwise.
        case leftMirrored
        /// Turned a quarter clockwise.
        case right
        /// Flipped left to right, then turned a quarter clockwise.
        case rightMirrored

        /// UIKit's name for the orientation.
        var uiImageOrientation: UIImage.Orientation {
            switch self {
            case .up: .up
            case .upMirrored: .upMirrored
            case .down: .down
            case .downMirrored: .downMirrored
            case .left: .left
            case .leftMirrored: .leftMirrored
            case .right: .right
            case .rightMirrored: .rightMirrored
            }
        }
    }

    /// An image of `cgImage`'s pixels at `scale` pixels a point, turned by
    /// `orientation` (`.right`: a quarter clockwise, its width and height
    /// swapped), that accessibility names with `label`.
    ///
    /// Tandem's `UIImage` draws its pixels as stored, so the turned pixels
    /// are drawn once, when the image is first made, and kept for the same
    /// `cgImage`, scale and orientation.
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up, label: Text) {
        self.init(uiImage: OrientedImageCache.image(for: cgImage, scale: scale, orientation: orientation))
        accessibilityName = label.string
    }

    /// A decorative image (ignored by accessibility) of `cgImage`'s pixels
    /// at `scale` pixels a point, turned by `orientation`.
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up) {
        self.init(uiImage: OrientedImageCache.image(for: cgImage, scale: scale, orientation: orientation))
        isDecorative = true
    }
}
