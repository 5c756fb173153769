import CPangoCairo
import Foundation
import TandemGraphics

/// `tandem-bench graphics`: text measurement with and without the cache, and
/// a full frame drawn through CGContext against the same frame in raw cairo/Pango.
enum GraphicsSuite {
    static func run() {
        measurement()
        rawPangoFloor()
        frame()
    }

    /// A never-seen label measured through `TextLayout` against the same
    /// label measured with a fresh `PangoLayout` in raw Pango (same font,
    /// size and width, its own context), alternating: what Tandem's text
    /// path adds to Pango's own cost.
    static func rawPangoFloor() {
        let count = 500
        let width: CGFloat = 358
        let font = TextFont.system(size: 17)
        let map = pango_cairo_font_map_get_default()
        let context = pango_font_map_create_context(map)!
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, "Inter")
        pango_font_description_set_absolute_size(description, 17 * Double(PANGO_SCALE))
        defer {
            pango_font_description_free(description)
            g_object_unref(UnsafeMutableRawPointer(context))
        }
        func text(_ i: Int, _ round: Int, _ side: String) -> String {
            "Row \(i).\(round)\(side): \(i % 3 == 0 ? "a longer line of text that fills the row" : "short")"
        }
        var round = 0, sink = 0.0
        let (tandem, raw) = Benchmark.compare(samples: 9) {
            round += 1
            for i in 0..<count {
                sink += TextLayout.measure(AttributedText(text(i, round, "t"), font: font), width: width).size.height
            }
        } baseline: {
            for i in 0..<count {
                let layout = pango_layout_new(context)!
                pango_layout_set_font_description(layout, description)
                pango_layout_set_width(layout, Int32(width * CGFloat(PANGO_SCALE)))
                pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
                text(i, round, "r").withCString { pango_layout_set_text(layout, $0, -1) }
                var logical = PangoRectangle()
                pango_layout_get_extents(layout, nil, &logical)
                sink += Double(logical.height)
                g_object_unref(UnsafeMutableRawPointer(layout))
            }
        }
        precondition(sink > 0)
        Benchmark.report(
            suite: "graphics", case: "never-seen label measured: TextLayout vs a fresh PangoLayout (raw Pango)",
            n: count, medianNanoseconds: tandem / Double(count), baseline: raw / Double(count))
    }

    static func measurement() {
        let font = TextFont.system(size: 17)
        let count = 500
        var round = 0
        // Uncached: every string is new, so each measurement shapes.
        let uncached = Benchmark.median(samples: 9) {
            round += 1
            for i in 0..<count {
                _ = TextLayout.measure(AttributedText("Label number \(i) of round \(round)", font: font), width: 200)
            }
        }
        let texts = (0..<count).map { AttributedText("Cached label number \($0)", font: font) }
        for text in texts { _ = TextLayout.measure(text, width: 200) }
        let cached = Benchmark.median(samples: 9) {
            for text in texts { _ = TextLayout.measure(text, width: 200) }
        }
        Benchmark.report(
            suite: "graphics", case: "text-measure-uncached", n: count, medianNanoseconds: uncached / Double(count))
        Benchmark.report(
            suite: "graphics", case: "text-measure-cached", n: count, medianNanoseconds: cached / Double(count),
            baseline: uncached / Double(count), extra: ["speedup": String(format: "%.1f", uncached / cached)])
    }

    struct Item {
        let rect: CGRect
        let color: (Double, Double, Double)
        let label: String
        let labelOrigin: CGPoint
    }

    static func frame() {
        let width = 1280, height = 800
        let items: [Item] = (0..<1000).map { i in
            let column = i % 40, row = i / 40
            let rect = CGRect(x: Double(column) * 32 + 2, y: Double(row) * 32 + 2, width: 28, height: 28)
            let hue = Double(i % 17) / 17
            return Item(
                rect: rect, color: (hue, 0.5, 1 - hue), label: "Label \(i)",
                labelOrigin: CGPoint(x: Double(i % 10) * 128, y: Double(i / 10) * 8))
        }
        let font = TextFont.system(size: 11)
        let layouts = items.map { TextLayout(AttributedText($0.label, font: font, color: .black)) }

        let context = CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: 1, y: -1)

        // The baseline: the same frame in direct cairo and Pango calls.
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        let cr = cairo_create(surface)
        let fontMap = pango_cairo_font_map_new()!
        let pangoContext = pango_font_map_create_context(fontMap)!
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        pango_cairo_context_set_font_options(pangoContext, options)
        let description = pango_font_description_from_string("Inter 11px")
        let rawLayouts = items.map { item -> OpaquePointer in
            let layout = pango_layout_new(pangoContext)!
            pango_layout_set_font_description(layout, description)
            pango_layout_set_text(layout, item.label, -1)
            return layout
        }

        let (tandem, raw) = Benchmark.compare(samples: 15) {
            context.setFillColor(.white)
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
            for (index, item) in items.enumerated() {
                context.setFillColor(CGColor(red: item.color.0, green: item.color.1, blue: item.color.2, alpha: 1))
                context.addPath(CGPath(roundedRect: item.rect, cornerWidth: 6, cornerHeight: 6, transform: nil))
                context.fillPath()
                layouts[index].draw(at: item.labelOrigin, in: context)
            }
        } baseline: {
            cairo_set_source_rgb(cr, 1, 1, 1)
            cairo_rectangle(cr, 0, 0, Double(width), Double(height))
            cairo_fill(cr)
            for (index, item) in items.enumerated() {
                let r = item.rect, radius = 6.0
                cairo_new_path(cr)
                cairo_arc(cr, r.maxX - radius, r.minY + radius, radius, -Double.pi / 2, 0)
                cairo_arc(cr, r.maxX - radius, r.maxY - radius, radius, 0, Double.pi / 2)
                cairo_arc(cr, r.minX + radius, r.maxY - radius, radius, Double.pi / 2, Double.pi)
                cairo_arc(cr, r.minX + radius, r.minY + radius, radius, Double.pi, 3 * Double.pi / 2)
                cairo_close_path(cr)
                cairo_set_source_rgb(cr, item.color.0, item.color.1, item.color.2)
                cairo_fill(cr)
                cairo_set_source_rgb(cr, 0, 0, 0)
                cairo_move_to(cr, Double(item.labelOrigin.x), Double(item.labelOrigin.y))
                pango_cairo_show_layout(cr, rawLayouts[index])
            }
            cairo_surface_flush(surface)
        }
        Benchmark.report(
            suite: "graphics", case: "frame-1000-rounded-rects-1000-labels", n: 1000, medianNanoseconds: tandem,
            baseline: raw)
        for layout in rawLayouts { g_object_unref(UnsafeMutableRawPointer(layout)) }
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }
}
