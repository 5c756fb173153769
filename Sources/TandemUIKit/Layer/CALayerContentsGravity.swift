import Foundation
import TandemGraphics

/// How a layer's `contents` image is placed in its bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name.
    public let rawValue: String
    /// Creates a gravity from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Centered, not scaled.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// Top edge centered.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// Bottom edge centered.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// Left edge centered.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// Right edge centered.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// Top-left corner.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// Top-right corner.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// Bottom-left corner.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// Bottom-right corner.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to fill the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit inside the bounds, aspect kept.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to cover the bounds, aspect kept.
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")

    /// Where content of `size` goes in `bounds`.
    func rect(for size: CGSize, in bounds: CGRect) -> CGRect {
        guard size.width > 0, size.height > 0 else { return bounds }
        switch self {
        case .resize: return bounds
        case .resizeAspect, .resizeAspectFill:
            let sx = bounds.width / size.width, sy = bounds.height / size.height
            let s = self == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let w = size.width * s, h = size.height * s
            return CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
        default:
            let name = rawValue.lowercased()
            let x =
                name.contains("left")
                ? bounds.minX
                : name.contains("right") ? bounds.maxX - size.width : bounds.midX - size.width / 2
            let y =
                name.hasPrefix("top")
                ? bounds.minY
                : name.hasPrefix("bottom") ? bounds.maxY - size.height : bounds.midY - size.height / 2
            return CGRect(origin: CGPoint(x: x, y: y), size: size)
        }
    }
}
