import Foundation
import TandemGraphics

extension CALayer {
    /// How `contents` is sampled when drawn larger than its pixels
    /// (`.linear` by default). `.nearest` draws each pixel as a hard-edged
    /// block, as pixel art wants.
    ///
    /// Kept in the layer's extras, as few layers set it.
    public var magnificationFilter: CALayerContentsFilter {
        get { extras?.magnificationFilter ?? .linear }
        set {
            guard newValue != magnificationFilter else { return }
            ensureExtras().magnificationFilter = newValue
            damageSelf()
        }
    }

    /// How `contents` is sampled when drawn smaller than its pixels
    /// (`.linear` by default); `.nearest` skips pixels instead of averaging them.
    public var minificationFilter: CALayerContentsFilter {
        get { extras?.minificationFilter ?? .linear }
        set {
            guard newValue != minificationFilter else { return }
            ensureExtras().minificationFilter = newValue
            damageSelf()
        }
    }

    /// The interpolation `contents` of `pixels` is drawn with into `rect`
    /// at `deviceScale` pixels a point: the magnification filter's when
    /// either side grows, else the minification filter's.
    func contentsInterpolation(pixels: CGSize, rect: CGRect, deviceScale: CGFloat) -> CGInterpolationQuality {
        let magnified = rect.width * deviceScale > pixels.width || rect.height * deviceScale > pixels.height
        switch magnified ? magnificationFilter : minificationFilter {
        case .nearest: return .none
        case .trilinear: return .high
        default: return .default
        }
    }
}
