public import Foundation
import TandemGraphics

/// How a bar button looks in one state (normal, highlighted, disabled, focused).
///
/// Main actor only. It belongs to a ``UIBarButtonItemAppearance``, which
/// copies it with itself.
@preconcurrency @MainActor
public final class UIBarButtonItemStateAppearance {
    /// The attributes of the button's title (font, foreground color); empty keeps the bar's defaults.
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title is moved from where the bar puts it.
    public var titlePositionAdjustment: UIOffset = .zero
    /// An image drawn behind the button; nil for none.
    public var backgroundImage: UIImage?
    /// How far the background image is moved.
    public var backgroundImagePositionAdjustment: UIOffset = .zero

    init() {}

    func copy() -> UIBarButtonItemStateAppearance {
        let copy = UIBarButtonItemStateAppearance()
        copy.titleTextAttributes = titleTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        copy.backgroundImage = backgroundImage
        copy.backgroundImagePositionAdjustment = backgroundImagePositionAdjustment
        return copy
    }
}
