internal import CPangoCairo
import Foundation

/// Turns ``TextAttributes`` into Pango attributes over a byte range.
enum TextAttributeConverter {
    /// Adds the attributes of one run. The font is left out where it is the
    /// layout's own (`layoutFont`), and colors when `colors` is false (a
    /// layout made only to be measured).
    static func insert(
        _ attributes: TextAttributes, start: UInt32, end: UInt32, into list: OpaquePointer?,
        layoutFont: TextFont? = nil, colors: Bool = true
    ) {
        func add(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
            guard let attribute else { return }
            attribute.pointee.start_index = start
            attribute.pointee.end_index = end
            pango_attr_list_insert(list, attribute)
        }
        let font = attributes.font
        if font != layoutFont { add(pango_attr_font_desc_new(PangoEngine.shared.resolve(font).description)) }
        if font.monospacedDigits { add(pango_attr_font_features_new("tnum 1")) }

        if colors {
            let (r, g, b, a) = color16(attributes.foregroundColor)
            add(pango_attr_foreground_new(r, g, b))
            add(pango_attr_foreground_alpha_new(a))
        }
        if colors, let background = attributes.backgroundColor {
            let (r, g, b, a) = color16(background)
            add(pango_attr_background_new(r, g, b))
            add(pango_attr_background_alpha_new(a))
        }
        if !attributes.underlineStyle.isEmpty {
            let style = attributes.underlineStyle
            add(
                pango_attr_underline_new(
                    style.contains(.double)
                        ? PANGO_UNDERLINE_DOUBLE
                        : PANGO_UNDERLINE_SINGLE))
            if colors, let color = attributes.underlineColor {
                let (r, g, b, _) = color16(color)
                add(pango_attr_underline_color_new(r, g, b))
            }
        }
        if !attributes.strikethroughStyle.isEmpty {
            add(pango_attr_strikethrough_new(1))
            if colors, let color = attributes.strikethroughColor {
                let (r, g, b, _) = color16(color)
                add(pango_attr_strikethrough_color_new(r, g, b))
            }
        }
        if attributes.kern != 0 {
            add(pango_attr_letter_spacing_new(pangoUnits(attributes.kern)))
        }
        if attributes.baselineOffset.isFinite, attributes.baselineOffset != 0 {
            // Pango's rise moves the run's glyphs and its logical extents, which the line's ascent and descent follow.
            add(pango_attr_rise_new(pangoUnits(attributes.baselineOffset)))
        }
    }

    private static func color16(_ color: CGColor) -> (UInt16, UInt16, UInt16, UInt16) {
        let c = color.rgba
        func scale(_ v: CGFloat) -> UInt16 { UInt16((v * 65535).rounded()) }
        return (scale(c.red), scale(c.green), scale(c.blue), scale(c.alpha))
    }
}
