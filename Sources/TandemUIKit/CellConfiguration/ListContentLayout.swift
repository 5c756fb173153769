import Foundation
import TandemGraphics

/// Where a list row's image and two texts go at a width, and the height
/// that takes: shared by ``UIListContentView`` and the classic cell styles
/// (`textLabel`, `detailTextLabel`, `imageView`), which lay the same parts
/// out the same way.
@preconcurrency @MainActor
struct ListContentLayout {
    var margins: NSDirectionalEdgeInsets
    var sideBySide: Bool
    var imageToTextPadding: CGFloat = 16
    var horizontalPadding: CGFloat = 8
    var verticalPadding: CGFloat = 3
    var minimumHeight: CGFloat
    /// The largest size the image is drawn at (zero: its own size).
    var maximumImageSize = CGSize.zero
    /// The space kept for the image whatever its size.
    var reservedImageSize = CGSize.zero
    /// A column this wide for the text, which ends at its trailing edge,
    /// with the secondary text after it (UIKit's `.value2` cells); nil
    /// lays them out by ``sideBySide``.
    var textColumnWidth: CGFloat?

    /// The frames, in the content's coordinates, and the height.
    struct Frames {
        var image = CGRect.zero
        var text = CGRect.zero
        var secondary = CGRect.zero
        var height: CGFloat = 0
    }

    /// Places `image`, `text` and `secondary` (a hidden or empty label takes no space) in `width`.
    func frames(width: CGFloat, image: UIImage?, text: UILabel?, secondary: UILabel?) -> Frames {
        var result = Frames()
        var x = margins.leading
        var imageSize = CGSize.zero
        if let image {
            imageSize = fitted(image.size)
            x += max(imageSize.width, reservedImageSize.width) + imageToTextPadding
        }
        let available = max(0, width - x - margins.trailing)
        if let column = textColumnWidth {
            return columnFrames(x: x, available: available, column: column, text: text, secondary: secondary)
        }
        let textSize = measured(text, available)
        let secondarySize = measured(secondary, available)
        let hasBoth = textSize != nil && secondarySize != nil
        let t = textSize ?? .zero, s = secondarySize ?? .zero
        let besideEachOther = sideBySide && hasBoth && t.width + horizontalPadding + s.width <= available
        let blockHeight: CGFloat
        if besideEachOther {
            blockHeight = max(t.height, s.height)
            result.text = CGRect(x: x, y: (blockHeight - t.height) / 2, width: t.width, height: t.height)
            result.secondary = CGRect(
                x: x + available - s.width, y: (blockHeight - s.height) / 2, width: s.width, height: s.height)
        } else {
            let gap = hasBoth ? verticalPadding : 0
            blockHeight = t.height + gap + s.height
            result.text = CGRect(x: x, y: 0, width: t.width, height: t.height)
            result.secondary = CGRect(x: x, y: t.height + gap, width: s.width, height: s.height)
        }
        let contentHeight = max(blockHeight, max(imageSize.height, reservedImageSize.height))
        result.height = max(minimumHeight, (margins.top + contentHeight + margins.bottom).rounded(.up))
        // Texts and image are centered in the height, as UIKit's list content is.
        let top = ((result.height - blockHeight) / 2).rounded()
        result.text.origin.y += top
        result.secondary.origin.y += top
        let imageSlot = max(imageSize.width, reservedImageSize.width)
        result.image = CGRect(
            x: margins.leading + (imageSlot - imageSize.width) / 2,
            y: ((result.height - imageSize.height) / 2).rounded(),
            width: imageSize.width, height: imageSize.height)
        return result
    }

    /// The text right-aligned in a `column` from `x`, the secondary text
    /// after it in what is left of `available`, both centered in the height.
    private func columnFrames(x: CGFloat, available: CGFloat, column: CGFloat, text: UILabel?, secondary: UILabel?)
        -> Frames
    {
        let columnWidth = min(column, available)
        let secondaryX = x + columnWidth + horizontalPadding
        let t = measured(text, columnWidth) ?? .zero
        let s = measured(secondary, max(0, available - columnWidth - horizontalPadding)) ?? .zero
        let blockHeight = max(t.height, s.height)
        var result = Frames()
        result.height = max(minimumHeight, (margins.top + blockHeight + margins.bottom).rounded(.up))
        let top = ((result.height - blockHeight) / 2).rounded()
        result.text = CGRect(
            x: x + columnWidth - t.width, y: top + (blockHeight - t.height) / 2, width: t.width, height: t.height)
        result.secondary = CGRect(
            x: secondaryX, y: top + (blockHeight - s.height) / 2, width: s.width, height: s.height)
        return result
    }

    /// Moves `frames` to the middle of a taller (or shorter) `height`.
    static func centered(_ frames: Frames, in height: CGFloat) -> Frames {
        var moved = frames
        let dy = ((height - frames.height) / 2).rounded()
        moved.image.origin.y += dy
        moved.text.origin.y += dy
        moved.secondary.origin.y += dy
        return moved
    }

    private func fitted(_ size: CGSize) -> CGSize {
        let limit = maximumImageSize
        var scale: CGFloat = 1
        if limit.width > 0, size.width > limit.width { scale = min(scale, limit.width / size.width) }
        if limit.height > 0, size.height > limit.height { scale = min(scale, limit.height / size.height) }
        return CGSize(width: size.width * scale, height: size.height * scale)
    }

    private func measured(_ label: UILabel?, _ width: CGFloat) -> CGSize? {
        guard let label, !label.isHidden, let text = label.text, !text.isEmpty else { return nil }
        let size = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        return CGSize(width: min(size.width, width), height: size.height)
    }
}
