internal import CPangoCairo
import Foundation
import TandemSupport

// Painting: fills, strokes, clipping, images and gradients. Every call that
// paints consumes the current path, as in CoreGraphics.
extension CGContext {
    /// Fills the current path with the fill color and clears the path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        paint(fill: true, stroke: false, rule: rule)
    }

    /// Strokes the current path with the stroke color and line settings, and clears the path.
    public func strokePath() {
        paint(fill: false, stroke: true, rule: .winding)
    }

    /// Fills, strokes or both, as `mode` says, and clears the path.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: paint(fill: true, stroke: false, rule: .winding)
        case .eoFill: paint(fill: true, stroke: false, rule: .evenOdd)
        case .stroke: paint(fill: false, stroke: true, rule: .winding)
        case .fillStroke: paint(fill: true, stroke: true, rule: .winding)
        case .eoFillStroke: paint(fill: true, stroke: true, rule: .evenOdd)
        }
    }

    /// Fills `rect`. Clears the current path.
    public func fill(_ rect: CGRect) {
        fill([rect])
    }

    /// Fills each rectangle. Clears the current path.
    public func fill(_ rects: [CGRect]) {
        beginPath()
        addRects(rects)
        fillPath()
    }

    /// Fills the ellipse that fits `rect`. Clears the current path.
    public func fillEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        fillPath()
    }

    /// Strokes the outline of `rect`. Clears the current path.
    public func stroke(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        strokePath()
    }

    /// Strokes the outline of `rect` with a line width for this call only.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }

    /// Strokes the outline of the ellipse that fits `rect`. Clears the current path.
    public func strokeEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        strokePath()
    }

    /// Strokes separate segments: points 0–1, 2–3, and so on.
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var index = 0
        while index + 1 < points.count {
            move(to: points[index])
            addLine(to: points[index + 1])
            index += 2
        }
        strokePath()
    }

    /// Makes `rect` fully transparent (opaque black in a context without alpha).
    public func clear(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        draw {
            cairo_save(cr)
            replay(devicePath.segments)
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            cairo_fill(cr)
            cairo_restore(cr)
        }
        devicePath.removeAll()
    }

    /// Intersects the clip with the current path's inside, and clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        replay(devicePath.segments)
        devicePath.removeAll()
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cr)
    }

    /// Intersects the clip with `rect`. Leaves the current path alone.
    public func clip(to rect: CGRect) {
        clip(to: [rect])
    }

    /// Intersects the clip with the union of `rects`. Leaves the current path alone.
    public func clip(to rects: [CGRect]) {
        let saved = devicePath
        devicePath = CGMutablePath()
        addRects(rects)
        clip()
        devicePath = saved
    }

    /// Removes the clip of the current graphics state; a restored state brings its own clip back.
    public func resetClip() {
        cairo_reset_clip(cr)
    }

    /// The bounding box of the clip region in user space.
    public var boundingBoxOfClipPath: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1).standardized
    }

    /// Draws `image` scaled into `rect`, its top row at the top of `rect` in a
    /// y-up space (so it appears upside down in a flipped UIKit context, as on iOS).
    public func draw(_ image: CGImage, in rect: CGRect) {
        draw(image, in: rect, byTiling: false)
    }

    /// Draws `image` into `rect`, or, when tiling, repeats it at `rect`'s size
    /// over the whole clip region.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0, r.width.isFinite, r.height.isFinite, r.minX.isFinite, r.minY.isFinite else {
            if !rect.isEmpty { Diagnostics.report("CGContext", "draw(image:in:) ignored rectangle \(rect)") }
            return
        }
        let imageSurface = image.storage.makeSurface()
        defer { cairo_surface_destroy(imageSurface) }
        draw {
            cairo_save(cr)
            let pattern = cairo_pattern_create_for_surface(imageSurface)
            defer { cairo_pattern_destroy(pattern) }
            // User (x, y) → pixel ((x − minX)/sx, (maxY − y)/sy): the top row lands at maxY.
            let sx = Double(r.width) / Double(image.width), sy = Double(r.height) / Double(image.height)
            var matrix = cairo_matrix_t(
                xx: 1 / sx, yx: 0, xy: 0, yy: -1 / sy, x0: -Double(r.minX) / sx, y0: Double(r.maxY) / sy)
            cairo_pattern_set_matrix(pattern, &matrix)
            cairo_pattern_set_extend(pattern, byTiling ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
            cairo_pattern_set_filter(pattern, cairoFilter(for: image))
            cairo_set_source(cr, pattern)
            if !byTiling {
                cairo_new_path(cr)
                cairo_rectangle(cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
                cairo_clip(cr)
            }
            cairo_paint_with_alpha(cr, Double(state.alpha))
            cairo_restore(cr)
        }
    }

    /// Fills the clip region with a linear gradient from `start` to `end`.
    public func drawLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
    ) {
        guard [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite) else { return }
        let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))
        defer { cairo_pattern_destroy(pattern) }
        paintGradient(pattern, gradient, options: options, padBoth: false) {
            // One-sided extension: pad, then clip away the half-plane not asked for.
            let dx = end.x - start.x, dy = end.y - start.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 0 else { return }
            let ux = dx / length, uy = dy / length
            let box = boundingBoxOfClipPath
            let reach = box.width + box.height + abs(start.x - box.midX) + abs(start.y - box.midY) + length
            let from = options.contains(.drawsBeforeStartLocation) ? -reach : 0
            let to = options.contains(.drawsAfterEndLocation) ? length + reach : length
            let corners = [(from, -reach), (to, -reach), (to, reach), (from, reach)].map { along, across in
                (Double(start.x + ux * along - uy * across), Double(start.y + uy * along + ux * across))
            }
            cairo_new_path(cr)
            cairo_move_to(cr, corners[0].0, corners[0].1)
            for corner in corners.dropFirst() { cairo_line_to(cr, corner.0, corner.1) }
            cairo_close_path(cr)
            cairo_clip(cr)
        }
    }

    /// Fills the clip region with a radial gradient between two circles.
    ///
    /// With either option set both sides are extended: cairo pads both ends of
    /// a radial gradient together (one-sided extension is a documented difference).
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {
        guard [startCenter.x, startCenter.y, endCenter.x, endCenter.y, startRadius, endRadius].allSatisfy(\.isFinite),
            startRadius >= 0, endRadius >= 0
        else { return }
        let pattern = cairo_pattern_create_radial(
            Double(startCenter.x), Double(startCenter.y), Double(startRadius),
            Double(endCenter.x), Double(endCenter.y), Double(endRadius))
        defer { cairo_pattern_destroy(pattern) }
        paintGradient(pattern, gradient, options: options, padBoth: true) {}
    }

    private func paintGradient(
        _ pattern: OpaquePointer?, _ gradient: CGGradient, options: CGGradientDrawingOptions, padBoth: Bool,
        clipOneSided: () -> Void
    ) {
        for stop in gradient.stops {
            let c = stop.color.rgba
            cairo_pattern_add_color_stop_rgba(
                pattern, Double(stop.location), Double(c.red), Double(c.green), Double(c.blue),
                Double(c.alpha * state.alpha))
        }
        let before = options.contains(.drawsBeforeStartLocation)
        let after = options.contains(.drawsAfterEndLocation)
        draw {
            cairo_save(cr)
            if before || after {
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
                if !padBoth, before != after { clipOneSided() }
            } else {
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_NONE)
            }
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
            cairo_restore(cr)
        }
    }

    private func paint(fill: Bool, stroke: Bool, rule: CGPathFillRule) {
        defer { devicePath.removeAll() }
        guard !devicePath.isEmpty else { return }
        draw {
            replay(devicePath.segments)
            if fill {
                cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                setSource(state.fillColor)
                if stroke { cairo_fill_preserve(cr) } else { cairo_fill(cr) }
            }
            if stroke {
                setSource(state.strokeColor)
                cairo_stroke(cr)
            }
        }
    }

    private func cairoFilter(for image: CGImage) -> cairo_filter_t {
        guard image.shouldInterpolate else { return CAIRO_FILTER_NEAREST }
        switch state.interpolation {
        case .none: return CAIRO_FILTER_NEAREST
        case .low: return CAIRO_FILTER_FAST
        case .default, .medium: return CAIRO_FILTER_GOOD
        case .high: return CAIRO_FILTER_BEST
        }
    }
}
