public import Foundation
import TandemGraphics

/// The look shared by navigation bars, tab bars and toolbars: the
/// background (a blur, a color over it, an image over that) and the shadow
/// line along the edge that faces the content.
///
/// Main actor only. A new appearance is configured with the default
/// background (``configureWithDefaultBackground()``). Bars copy an
/// appearance when it is assigned, as UIKit's `@NSCopying` properties do:
/// changing the object afterwards does not change the bar until it is
/// assigned again.
@preconcurrency @MainActor
open class UIBarAppearance {
    /// The idiom the appearance targets (the main screen's unless given).
    public let idiom: UIUserInterfaceIdiom

    /// The blur drawn first, behind the color and the image; nil for none.
    open var backgroundEffect: UIBlurEffect?
    /// The color drawn over the ``backgroundEffect``; nil for none.
    open var backgroundColor: UIColor?
    /// The image drawn over the ``backgroundColor``, per ``backgroundImageContentMode``; nil for none.
    open var backgroundImage: UIImage?
    /// How ``backgroundImage`` fills the bar; `.scaleToFill` by default (`.redraw` is read as `.scaleToFill`).
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The color of the shadow line (one pixel, along the edge toward the
    /// content); nil or clear draws none. With a ``shadowImage``, the color
    /// tints it when it is a template image.
    open var shadowColor: UIColor?
    /// An image drawn instead of the default shadow line; nil for the line.
    open var shadowImage: UIImage?

    /// Creates an appearance for the main screen's idiom, with the default background.
    public convenience init() {
        self.init(idiom: UIScreen.main.traitCollection.userInterfaceIdiom)
    }

    /// Creates an appearance for `idiom`, with the default background.
    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        configureWithDefaultBackground()
    }

    /// Creates an appearance with the background and shadow of `barAppearance`
    /// (any kind of bar's: what the kinds share is copied).
    public required init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        backgroundEffect = barAppearance.backgroundEffect
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        backgroundImageContentMode = barAppearance.backgroundImageContentMode
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
    }

    /// Appearances are not archived on Linux; this makes a default one.
    public convenience init?(coder: NSCoder) {
        self.init()
    }

    /// A copy of the appearance, of the same class.
    open func copy() -> Self {
        Self(barAppearance: self)
    }

    /// The system's translucent look: a chrome-material blur and a shadow
    /// line. Replaces the background and shadow set before.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        resetImagesAndShadow()
    }

    /// An opaque look for the current theme: the system background color
    /// and a shadow line. Replaces the background and shadow set before.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        resetImagesAndShadow()
    }

    /// No background and no shadow: what lies behind the bar shows through.
    /// Replaces the background and shadow set before.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        backgroundImageContentMode = .scaleToFill
        shadowColor = nil
        shadowImage = nil
    }

    private func resetImagesAndShadow() {
        backgroundImage = nil
        backgroundImageContentMode = .scaleToFill
        shadowColor = Self.defaultShadowColor
        shadowImage = nil
    }

    /// The default shadow line's color: black at 30% opacity (white in dark mode).
    static let defaultShadowColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.15) : UIColor(white: 0, alpha: 0.3)
    }

    /// The same appearance with a transparent background and no shadow (the
    /// look of a bar at its scroll edge when no scroll-edge appearance is set).
    func transparentCopy() -> Self {
        let copy = self.copy()
        copy.backgroundEffect = nil
        copy.backgroundColor = nil
        copy.backgroundImage = nil
        copy.shadowColor = nil
        copy.shadowImage = nil
        return copy
    }
}
