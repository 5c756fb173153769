import Foundation

extension Image {
    /// The size of a symbol relative to the text around it: SF Symbols'
    /// image scales.
    public enum Scale: Hashable, Sendable {
        /// Smaller than the text (0.78 of the font's size).
        case small
        /// The text's size: the default.
        case medium
        /// Larger than the text (1.29 of the font's size).
        case large

        /// How much larger than the font's point size a symbol is drawn.
        /// SF Symbols' scales; Tandem draws symbols with a font glyph, so
        /// the scale multiplies the glyph's point size.
        var pointSizeFactor: CGFloat {
            switch self {
            case .small: 0.78
            case .medium: 1
            case .large: 1.29
            }
        }
    }
}

extension EnvironmentValues {
    private struct ImageScaleKey: EnvironmentKey {
        static var defaultValue: Image.Scale { .medium }
    }

    /// The scale of symbols in this view (`.medium` by default).
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// Draws the symbols in this view at `scale` relative to their font:
    /// `Image(systemName:)` and labels' icons; bitmaps keep their size.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }
}
