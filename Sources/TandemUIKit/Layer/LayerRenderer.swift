import Foundation
import TandemGraphics

/// Draws a layer tree into a context, skipping layers outside a clip
/// rectangle, so that a damaged area redraws only the layers it touches.
@preconcurrency @MainActor
struct LayerRenderer {
    let context: CGContext
    /// The areas to draw, in device pixels (nil: everything).
    let deviceClips: [CGRect]?
    /// The rectangle around ``deviceClips``.
    private let deviceClipBounds: CGRect
    /// Updated with what was drawn.
    var statistics = TandemRenderStatistics()
    /// Whether animating layers are drawn as they are now (their
    /// presentation), as windows show them, or with their model values, as
    /// `CALayer.render(in:)` draws them in Core Animation.
    let drawsPresentation: Bool
    /// The part of a split painting this walk draws (nil: all of it).
    let split: LayerRenderSplit?
    /// Whether the walk has come to the split layer (or past where it would be).
    private var passedSplit = false

    init(
        context: CGContext, deviceClips: [CGRect]?, drawsPresentation: Bool = true, split: LayerRenderSplit? = nil
    ) {
        self.context = context
        self.deviceClips = deviceClips
        deviceClipBounds = deviceClips.map { $0.dropFirst().reduce($0.first ?? .null) { $0.union($1) } } ?? .infinite
        self.drawsPresentation = drawsPresentation
        self.split = split
    }

    /// Draws `layer` and its sublayers. With `inParentSpace`, the context's
    /// space is the superlayer's and the layer's own transform is applied;
    /// otherwise the context's space is the layer's own.
    ///
    /// A pure walk: it reads layers and draws, and calls no user code (the
    /// display phase has filled the contents before). It keeps its own stack,
    /// so trees of any depth are safe.
    mutating func render(
        _ layer: CALayer, inParentSpace: Bool, skipShadow: Bool = false, skipMask: Bool = false,
        skipFilters: Bool = false,
        skipTransition: Bool = false
    ) {
        var steps: [Step] = [.enter(layer, parentToDevice: context.ctm, inParentSpace: inParentSpace)]
        var isFirst = true
        while let step = steps.popLast() {
            switch step {
            case .enter(let layer, let parentToDevice, let inParentSpace):
                let skip = isFirst
                isFirst = false
                enter(
                    layer, parentToDevice: parentToDevice, inParentSpace: inParentSpace,
                    skipShadow: skip && skipShadow, skipMask: skip && skipMask, skipFilters: skip && skipFilters,
                    skipTransition: skip && skipTransition, steps: &steps)
            case .exit(let layer, let ownVisible, let grouped):
                // A border is painted after the sublayers: past the split when they hold it.
                if ownVisible, !(passedSplit && split?.part == .before) { drawBorder(of: layer) }
                if grouped { context.endTransparencyLayer() }
                context.restoreGState()
            }
        }
    }

    /// One unit of the walk: drawing a layer up to its sublayers, or finishing it after them.
    private enum Step {
        case enter(CALayer, parentToDevice: CGAffineTransform, inParentSpace: Bool)
        case exit(CALayer, ownVisible: Bool, grouped: Bool)
    }

    /// Draws what lies under `layer`'s sublayers and queues them, then its finish.
    private mutating func enter(
        _ given: CALayer, parentToDevice: CGAffineTransform, inParentSpace: Bool, skipShadow: Bool, skipMask: Bool,
        skipFilters: Bool, skipTransition: Bool, steps: inout [Step]
    ) {
        // The model has the sublayers; what is drawn of the layer itself is
        // its presentation while animations change it (prepared before the
        // render phase, so drawing stays a pure walk).
        let model = given.presentedModel ?? given
        // Where a split painting is, at this layer: whether it draws the
        // layer's own content, and, for an ancestor of the split layer, its depth.
        var drawsOwn = true
        var chainDepth: Int?
        if let split {
            guard splitAllows(model, split, drawsOwn: &drawsOwn, chainDepth: &chainDepth) else { return }
        }
        // An ancestor of the split layer that is skipped takes the split layer
        // with it: what follows is painted after it.
        var pushedChildren = false
        defer { if chainDepth != nil, !pushedChildren { passedSplit = true } }
        // From its first frame on, a layer's changes animate implicitly (CALayer.action(forKey:)).
        model.wasRendered = true
        let layer = drawsPresentation ? model.drawnLayer : model
        let info = layer.renderInfo
        guard !info.isInvisible else { return }
        // A leaf outside the clip is skipped before touching the context's
        // state: most layers of a damaged frame end here.
        if deviceClips != nil, inParentSpace, info.isLeaf, layer === model || model.sublayerList.isEmpty {
            let toDevice = info.toSuperlayer.concatenating(parentToDevice)
            if !clipsOverlap(info.ownRect.applying(toDevice)) { return }
        }
        context.saveGState()
        if inParentSpace { context.concatenate(info.toSuperlayer) }
        // A layer in a transition draws its old and new appearance, moved or
        // blended, in its place (windows only: `render(in:)` draws the model).
        if drawsPresentation, !skipTransition, let transition = model.animationState?.transition {
            renderTransitioned(layer, transition)
            context.restoreGState()
            return
        }

        var ownVisible = true
        if deviceClips != nil {
            ownVisible = clipsOverlap(context.convertToDeviceSpace(layer.ownDrawnRect))
            if layer.masksToBounds, !ownVisible {
                context.restoreGState()
                return
            }
        }
        if !skipFilters, let filters = layer.effects?.pixelFilters, !filters.isEmpty {
            renderFiltered(layer, filters: filters)
            context.restoreGState()
            return
        }
        if !skipMask, let mask = layer.mask {
            renderMasked(layer, mask: mask)
            context.restoreGState()
            return
        }

        // A translucent layer is drawn in a transparency layer, composited
        // at its opacity; one whose drawing is a single fill takes the
        // opacity in that fill instead, which gives the same pixels for
        // less work (a view faded by an animation, SwiftUI's `.opacity`
        // around a color).
        // A layer with a blend mode is drawn in a transparency layer
        // composited in that mode (the saved state ends it).
        let translucent = layer.opacity < 1
        let blendMode = layer.compositingBlendMode
        let grouped = blendMode != nil || (translucent && !Self.drawsSingleFill(layer, model: model))
        if grouped {
            if let blendMode { context.setBlendMode(blendMode) }
            context.setAlpha(CGFloat(layer.opacity))
            context.beginTransparencyLayer(auxiliaryInfo: nil)
        } else if translucent {
            context.setAlpha(context.currentAlpha * CGFloat(layer.opacity))
        }
        if ownVisible, drawsOwn {
            statistics.drawnLayers += 1
            if !skipShadow, layer.hasShadow { drawShadow(of: layer) }
            if let backdrop = layer.effects?.backdrop { drawBackdrop(of: layer, backdrop) }
            drawBackgroundAndContents(of: layer)
        }
        steps.append(.exit(layer, ownVisible: ownVisible, grouped: grouped))
        pushedChildren = true
        let children = model.children
        guard layer.masksToBounds || !children.isEmpty else { return }
        if layer.masksToBounds {
            context.addPath(Self.shape(of: layer))
            context.clip()
        }
        let toDevice = context.ctm
        // Over an underlay, an ancestor of the split layer paints its
        // sublayers from the one that holds the split layer on: the ones
        // before are in the underlay.
        var first = 0
        if let chainDepth, let split, split.part == .from {
            let next = split.chain[chainDepth + 1]
            first = children.firstIndex { $0 === next } ?? children.count
        }
        for sublayer in children[first...].reversed() {
            steps.append(.enter(sublayer, parentToDevice: toDevice, inParentSpace: true))
        }
    }

    /// Whether a split painting goes into `model` at all; sets whether it
    /// draws the layer's own content and, for an ancestor of the split
    /// layer, its depth in the split's chain.
    private mutating func splitAllows(
        _ model: CALayer, _ split: LayerRenderSplit, drawsOwn: inout Bool, chainDepth: inout Int?
    ) -> Bool {
        guard !passedSplit else { return split.part == .from }
        guard let depth = split.depths[ObjectIdentifier(model)] else {
            // Painted before the split layer: the underlay's.
            return split.part == .before
        }
        if depth == split.chain.count - 1 {
            passedSplit = true
            return split.part == .from
        }
        chainDepth = depth
        // An ancestor's own content is painted before the split layer.
        drawsOwn = split.part == .before
        return true
    }

    /// Whether all `layer` draws (with its sublayers) is one fill of its
    /// background: a plain layer with no sublayers, contents, border,
    /// shadow or mask; or a plain layer that draws nothing itself and has
    /// one such sublayer.
    private static func drawsSingleFill(_ layer: CALayer, model: CALayer) -> Bool {
        func plain(_ layer: CALayer) -> Bool {
            type(of: layer) == CALayer.self && layer.contents == nil && layer.borderWidth == 0 && !layer.hasShadow
                && layer.mask == nil
        }
        guard plain(layer) else { return false }
        let children = model.children
        if children.isEmpty { return true }
        guard children.count == 1, layer.backgroundColor.map({ $0.alpha == 0 }) ?? true else { return false }
        let child = children[0]
        let drawn = child.drawnLayer
        return !drawn.isHidden && plain(drawn) && child.children.isEmpty
    }

    /// Whether `rect` (device pixels) shares area with one of the clips.
    private func clipsOverlap(_ rect: CGRect) -> Bool {
        guard let deviceClips else { return true }
        guard Self.overlaps(deviceClipBounds, rect) else { return false }
        for clip in deviceClips where Self.overlaps(clip, rect) { return true }
        return false
    }

    /// Whether two rectangles share area (touching edges do not count,
    /// unlike Foundation's `intersects` on Linux).
    static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    /// The area a layer (or its presentation) and its model's sublayers draw, in its coordinates.
    static func subtreeRect(of layer: CALayer) -> CGRect {
        guard let model = layer.presentedModel else { return layer.subtreeDrawnRect }
        return model.subtreeDrawnRect.union(layer.ownDrawnRect)
    }

    /// The layer's bounds, rounded by its corner radius.
    static func shape(of layer: CALayer) -> CGPath {
        let b = layer.bounds
        let radius = min(max(0, layer.cornerRadius), min(b.width, b.height) / 2)
        guard radius > 0, !layer.maskedCorners.isEmpty else { return CGPath(rect: b, transform: nil) }
        if layer.maskedCorners != CACornerMask.all {
            return RoundedRectPath.make(b, radius: radius, corners: layer.maskedCorners)
        }
        return CGPath(roundedRect: b, cornerWidth: radius, cornerHeight: radius, transform: nil)
    }

    private func drawBackgroundAndContents(of layer: CALayer) {
        if let background = layer.backgroundColor, background.alpha > 0 {
            context.setFillColor(background)
            if layer.cornerRadius > 0 {
                context.addPath(Self.shape(of: layer))
                context.fillPath()
            } else {
                context.fill(layer.bounds)
            }
        }
        if let image = layer.contents as? CGImage {
            let scale = layer.contentsScale > 0 ? layer.contentsScale : 1
            let size = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
            let rect = layer.contentsGravity.rect(for: size, in: layer.bounds)
            let clipped = layer.cornerRadius > 0 && !layer.masksToBounds
            if clipped {
                context.saveGState()
                context.addPath(Self.shape(of: layer))
                context.clip()
            }
            // A vector destination (a PDF) gets the drawing behind the image when the layer has it.
            if !(context.isVectorContext && layer.drawVectorContents(in: context, rect: rect, imageSize: size)) {
                // The layer's filters pick how scaled pixels are sampled
                // (`.nearest`: hard-edged blocks); the default keeps the context's.
                let quality = layer.contentsInterpolation(
                    pixels: CGSize(width: image.width, height: image.height), rect: rect, deviceScale: deviceScale)
                if quality != .default {
                    let previous = context.interpolationQuality
                    context.interpolationQuality = quality
                    context.drawUpright(image, in: rect)
                    context.interpolationQuality = previous
                } else {
                    context.drawUpright(image, in: rect)
                }
            }
            if clipped { context.restoreGState() }
        }
        layer.renderVectorContent(in: context)
    }

    private func drawBorder(of layer: CALayer) {
        guard layer.borderWidth > 0, let color = layer.borderColor, color.alpha > 0 else { return }
        let b = layer.bounds
        let w = min(layer.borderWidth, min(b.width, b.height) / 2)
        guard w > 0 else { return }
        let inner = b.insetBy(dx: w / 2, dy: w / 2)
        let radius = min(max(0, layer.cornerRadius - w / 2), min(inner.width, inner.height) / 2)
        context.saveGState()
        context.setStrokeColor(color)
        context.setLineWidth(w)
        context.addPath(
            radius > 0
                ? RoundedRectPath.make(inner, radius: radius, corners: layer.maskedCorners)
                : CGPath(rect: inner, transform: nil))
        context.strokePath()
        context.restoreGState()
    }

    /// Pixels per point of the current space (for offscreen bitmaps).
    var deviceScale: CGFloat {
        let m = context.ctm
        return max(0.01, min(8, (m.a * m.a + m.b * m.b).squareRoot()))
    }

    private func drawShadow(of layer: CALayer) {
        guard let effects = layer.effects, let color = effects.shadowColor else { return }
        let scale = deviceScale
        let radius = max(0, effects.shadowRadius)
        let pad = (radius * 1.5).rounded(.up) + 1
        let shapeRect = (effects.shadowPath?.boundingBox ?? Self.subtreeRect(of: layer)).insetBy(dx: -pad, dy: -pad)
        guard shapeRect.width.isFinite, shapeRect.height.isFinite,
            shapeRect.width * shapeRect.height * scale * scale < 64_000_000,
            let bitmap = UIKitBitmap.makeContext(size: shapeRect.size, scale: scale)
        else { return }
        bitmap.translateBy(x: -shapeRect.minX, y: -shapeRect.minY)
        if let path = effects.shadowPath {
            bitmap.setFillColor(.black)
            bitmap.addPath(path)
            bitmap.fillPath()
        } else {
            var inner = LayerRenderer(context: bitmap, deviceClips: nil, drawsPresentation: drawsPresentation)
            inner.render(layer, inParentSpace: false, skipShadow: true)
        }
        let alpha = CGFloat(effects.shadowOpacity) * color.alpha
        guard let image = PixelEffects.shadowImage(from: bitmap, sigma: radius / 2 * scale, color: color, alpha: alpha)
        else { return }
        context.drawUpright(
            image, in: shapeRect.offsetBy(dx: effects.shadowOffset.width, dy: effects.shadowOffset.height))
    }

    /// Blurs the pixels already drawn under `layer` (what lies behind it)
    /// and draws them back, tinted, clipped to its shape. The pixels are read
    /// with a margin of three standard deviations, so the blur reaches in
    /// from around the layer as a backdrop does on iOS. A context without
    /// pixels (a PDF) gets the tint alone.
    private func drawBackdrop(of layer: CALayer, _ backdrop: LayerBackdrop) {
        let scale = deviceScale
        let sigma = backdrop.sigma * scale
        let pad = (sigma * 3).rounded(.up)
        // Device space grows upward (Core Graphics'); image rows go down.
        let surface = CGRect(x: 0, y: 0, width: context.width, height: context.height)
        let device = context.convertToDeviceSpace(layer.bounds).standardized.insetBy(dx: -pad, dy: -pad).integral
            .intersection(surface)
        context.saveGState()
        context.addPath(Self.shape(of: layer))
        context.clip()
        if !device.isNull, device.width >= 1, device.height >= 1, !context.isVectorContext,
            let pixels = context.makeImage()?.cropping(
                to: CGRect(x: device.minX, y: surface.height - device.maxY, width: device.width, height: device.height)),
            let bitmap = UIKitBitmap.makeContext(size: device.size, scale: 1)
        {
            bitmap.drawUpright(pixels, in: CGRect(origin: .zero, size: device.size))
            if let blurred = PixelEffects.filtered(bitmap, by: .blur(sigma: sigma), scale: 1) {
                context.drawUpright(blurred, in: context.convertToUserSpace(device).standardized)
            }
        }
        if let tint = backdrop.tint {
            context.setFillColor(tint)
            context.fill(layer.bounds)
        }
        context.restoreGState()
    }

    private mutating func renderMasked(_ layer: CALayer, mask: CALayer) {
        let scale = deviceScale
        let rect = Self.subtreeRect(of: layer)
        guard rect.width * rect.height * scale * scale < 64_000_000,
            let content = UIKitBitmap.makeContext(size: rect.size, scale: scale),
            let maskBitmap = UIKitBitmap.makeContext(size: rect.size, scale: scale)
        else { return }
        content.translateBy(x: -rect.minX, y: -rect.minY)
        maskBitmap.translateBy(x: -rect.minX, y: -rect.minY)
        var inner = LayerRenderer(context: content, deviceClips: nil, drawsPresentation: drawsPresentation)
        inner.render(layer, inParentSpace: false, skipMask: true)
        var maskRenderer = LayerRenderer(context: maskBitmap, deviceClips: nil, drawsPresentation: drawsPresentation)
        maskRenderer.render(mask, inParentSpace: true)
        statistics.drawnLayers += inner.statistics.drawnLayers
        guard let image = PixelEffects.masked(content, by: maskBitmap) else { return }
        context.drawUpright(image, in: rect)
    }

    /// Draws `layer` (with its shadow, mask and sublayers) offscreen, runs
    /// its pixel filters over that drawing, and draws the result.
    private mutating func renderFiltered(_ layer: CALayer, filters: [PixelFilter]) {
        let scale = deviceScale
        let spread = filters.reduce(0) { $0 + $1.outset }
        let rect = Self.subtreeRect(of: layer).insetBy(dx: -spread, dy: -spread).integral
        guard rect.width.isFinite, rect.height.isFinite, rect.width * rect.height * scale * scale < 64_000_000,
            let bitmap = UIKitBitmap.makeContext(size: rect.size, scale: scale)
        else { return }
        bitmap.translateBy(x: -rect.minX, y: -rect.minY)
        var inner = LayerRenderer(context: bitmap, deviceClips: nil, drawsPresentation: drawsPresentation)
        inner.render(layer, inParentSpace: false, skipFilters: true)
        statistics.drawnLayers += inner.statistics.drawnLayers
        var image: CGImage?
        for filter in filters { image = PixelEffects.filtered(bitmap, by: filter, scale: scale) }
        guard let image else { return }
        context.drawUpright(image, in: rect)
    }
}
