import Foundation
import TandemGraphics

extension UITabBar {
    /// The layout of the items: inline in a regular-width environment,
    /// compact inline in a compact-height one, stacked otherwise.
    var itemLayout: UITabBarItemAppearance.Style {
        let traits = traitCollection
        if traits.horizontalSizeClass == .regular { return .inline }
        if traits.verticalSizeClass == .compact { return .compactInline }
        return .stacked
    }

    /// The appearance the bar shows now: the selected item's (iOS 15), else
    /// the bar's; at the scroll edge the scroll-edge one, else the standard
    /// one made transparent.
    func resolvedAppearance() -> UITabBarAppearance {
        let item = selectedStorage
        if isAtScrollEdge, let edge = item?.scrollEdgeAppearance ?? scrollEdgeAppearance { return edge }
        let standard = item?.standardAppearance ?? standardAppearance
        return isAtScrollEdge ? standard.transparentCopy() : standard
    }

    /// Shows a changed appearance: the blur goes to the layer's backdrop; the rest is drawn.
    func appearanceDidChange() {
        let appearance = resolvedAppearance()
        layer.backdrop = appearance.backgroundEffect.map {
            $0.backdrop(dark: traitCollection.userInterfaceStyle == .dark)
        }
        setNeedsDisplay()
    }

    /// The look of `item` in its state (disabled, selected or normal) in the current layout.
    func stateAppearance(of item: UITabBarItem, selected: Bool, in appearance: UITabBarAppearance)
        -> UITabBarItemStateAppearance
    {
        let look = appearance.itemAppearance(for: itemLayout)
        if !item.isEnabled { return look.disabled }
        return selected ? look.selected : look.normal
    }

    /// The font of `item`'s title: its state's attribute, else 10-point medium (13 inline).
    private func titleFont(of item: UITabBarItem, selected: Bool) -> UIFont {
        let state = stateAppearance(of: item, selected: selected, in: resolvedAppearance())
        if let font = state.titleTextAttributes[.font] as? UIFont { return font }
        return itemLayout == .stacked ? Self.titleFont : .systemFont(ofSize: 13, weight: .medium)
    }

    // MARK: Geometry

    /// The largest image drawn in the current layout.
    private var imageBoxSize: CGSize {
        switch itemLayout {
        case .stacked: return Self.imageBox
        case .inline: return CGSize(width: 25, height: 25)
        case .compactInline: return CGSize(width: 20, height: 20)
        }
    }

    /// `image`'s size fitted in the layout's image box.
    private func fittedSize(of image: UIImage) -> CGSize {
        let box = imageBoxSize
        let scale = min(1, box.width / max(image.size.width, 1), box.height / max(image.size.height, 1))
        return CGSize(width: image.size.width * scale, height: image.size.height * scale)
    }

    /// The size of the title of the item at `index` in its font.
    private func titleSize(at index: Int) -> CGSize {
        guard let items = itemsStorage, items.indices.contains(index), let title = items[index].title else {
            return .zero
        }
        let item = items[index]
        return (title as NSString).size(withAttributes: [.font: titleFont(of: item, selected: item === selectedStorage)]
        )
    }

    /// Where the image of the item at `index` is drawn: stacked, fitted in
    /// the image box centered at the top; inline, before the title, the two centered together.
    func imageFrame(of image: UIImage, at index: Int) -> CGRect {
        let frame = itemFrame(at: index)
        let size = fittedSize(of: image)
        guard itemLayout != .stacked else {
            return CGRect(
                x: frame.midX - size.width / 2, y: 4 + (Self.imageBox.height - size.height) / 2,
                width: size.width, height: size.height)
        }
        let title = titleSize(at: index)
        let total = size.width + (title.width > 0 ? 6 + title.width : 0)
        return CGRect(
            x: frame.midX - total / 2, y: (Self.barHeight - size.height) / 2, width: size.width, height: size.height)
    }

    /// Where the title of the item at `index` is drawn: stacked, centered near
    /// the bottom of the row; inline, after the image, centered vertically;
    /// moved by its state's title position adjustment.
    func titleFrame(at index: Int) -> CGRect {
        guard let items = itemsStorage, items.indices.contains(index), items[index].title != nil else { return .null }
        let item = items[index]
        let size = titleSize(at: index)
        let frame = itemFrame(at: index)
        let offset = stateAppearance(of: item, selected: item === selectedStorage, in: resolvedAppearance())
            .titlePositionAdjustment
        var origin: CGPoint
        if itemLayout == .stacked {
            origin = CGPoint(x: frame.midX - size.width / 2, y: Self.barHeight - 4 - size.height)
        } else {
            let image = item === selectedStorage ? item.selectedImage : item.image
            let imageWidth = image.map { fittedSize(of: $0).width + 6 } ?? 0
            origin = CGPoint(
                x: frame.midX - (imageWidth + size.width) / 2 + imageWidth, y: (Self.barHeight - size.height) / 2)
        }
        origin.x += offset.horizontal
        origin.y += offset.vertical
        return CGRect(origin: origin, size: size)
    }

    /// Where the badge of the item at `index` is drawn: a capsule whose
    /// leading edge is just right of the item's center, at its top (moved by
    /// its state's badge position adjustment); null without a badge.
    func badgeFrame(at index: Int) -> CGRect {
        guard let items = itemsStorage, items.indices.contains(index), let value = items[index].badgeValue else {
            return .null
        }
        let item = items[index]
        let state = stateAppearance(of: item, selected: item === selectedStorage, in: resolvedAppearance())
        let font = state.badgeTextAttributes[.font] as? UIFont ?? Self.badgeFont
        let textWidth = value.isEmpty ? 0 : (value as NSString).size(withAttributes: [.font: font]).width
        let height: CGFloat = value.isEmpty ? 10 : 18
        let width = max(height, textWidth.rounded(.up) + 10)
        let offset = state.badgePositionAdjustment
        return CGRect(
            x: itemFrame(at: index).midX + 6 + offset.horizontal, y: 2 + offset.vertical, width: width, height: height)
    }

    // MARK: Drawing

    /// Fills the background color and image over the backdrop, then the shadow line at the top.
    func drawBackground(of appearance: UITabBarAppearance, in context: CGContext) {
        let traits = traitCollection
        var color = appearance.backgroundColor
        if color == nil, appearance.backgroundEffect != nil { color = barTintColor }
        if let color {
            context.setFillColor(color.resolvedColor(with: traits).cgColor)
            context.fill(bounds)
        }
        appearance.backgroundImage?.draw(in: bounds)
        if let shadowImage = appearance.shadowImage {
            shadowImage.draw(in: CGRect(x: 0, y: 0, width: bounds.width, height: shadowImage.size.height))
        } else if let shadow = appearance.shadowColor, shadow != .clear {
            context.setFillColor(shadow.resolvedColor(with: traits).cgColor)
            context.fill(CGRect(x: 0, y: 0, width: bounds.width, height: 1 / max(1, traits.displayScale)))
        }
    }

    /// Draws `item`: its image in its state's icon color (template images),
    /// its title in its state's attributes, and its badge.
    func drawItem(
        _ item: UITabBarItem, at index: Int, selected: Bool, appearance: UITabBarAppearance, in context: CGContext
    ) {
        let state = stateAppearance(of: item, selected: selected, in: appearance)
        var color = selected ? (tintColor ?? .systemBlue) : (unselectedItemTintColor ?? .systemGray)
        if !item.isEnabled { color = color.withAlphaComponent(0.35) }
        let iconColor = (state.iconColor ?? color).resolvedColor(with: traitCollection)
        if let image = selected ? item.selectedImage : item.image, image.cgImage != nil {
            let frame = imageFrame(of: image, at: index)
            if image.renderingMode == .alwaysOriginal {
                image.draw(in: frame)
            } else {
                image.draw(tinted: iconColor, in: frame, context: context)
            }
        }
        if let title = item.title, !title.isEmpty {
            var attributes = state.titleTextAttributes
            attributes[.font] = titleFont(of: item, selected: selected)
            let titleColor = attributes[.foregroundColor] as? UIColor ?? state.iconColor ?? color
            attributes[.foregroundColor] = titleColor.resolvedColor(with: traitCollection)
            (title as NSString).draw(at: titleFrame(at: index).origin, withAttributes: attributes)
        }
        if let value = item.badgeValue {
            let badge = badgeFrame(at: index)
            let fill = item.badgeColor ?? state.badgeBackgroundColor ?? .systemRed
            context.setFillColor(fill.resolvedColor(with: traitCollection).cgColor)
            let radius = badge.height / 2
            context.addPath(CGPath(roundedRect: badge, cornerWidth: radius, cornerHeight: radius, transform: nil))
            context.fillPath()
            if !value.isEmpty {
                var attributes = state.badgeTextAttributes
                attributes[.font] = attributes[.font] as? UIFont ?? Self.badgeFont
                attributes[.foregroundColor] = attributes[.foregroundColor] as? UIColor ?? UIColor.white
                let size = (value as NSString).size(withAttributes: attributes)
                let offset = state.badgeTitlePositionAdjustment
                (value as NSString).draw(
                    at: CGPoint(
                        x: badge.midX - size.width / 2 + offset.horizontal,
                        y: badge.midY - size.height / 2 + offset.vertical),
                    withAttributes: attributes)
            }
        }
    }
}
