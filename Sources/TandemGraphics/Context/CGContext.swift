internal import CPangoCairo
import Foundation
import TandemSupport

/// A drawing destination with a graphics state: a bitmap, as CoreGraphics makes them.
///
/// Coordinates follow CoreGraphics: the origin is the bottom-left corner of
/// the bitmap and y grows upwards; `ctm` starts as the identity. (UIKit's
/// renderers flip this to top-left, as on iOS.) Drawing goes through cairo.
///
/// Pixels the caller supplies are written after every drawing call, so code
/// that reads the buffer back (the iOS 1×1 pixel-probe idiom) sees the result
/// at once. When the layout is cairo's own (premultiplied first, 32-bit little
/// endian) cairo draws in place; other layouts are converted after each call.
///
/// A context is not thread-safe: use it from one thread at a time.
public final class CGContext {
    let cr: OpaquePointer
    let surface: OpaquePointer

    /// The width of the bitmap in pixels.
    public let width: Int
    /// The height of the bitmap in pixels.
    public let height: Int
    /// Bits per component: 8.
    public let bitsPerComponent: Int
    /// Bits per pixel: 32.
    public let bitsPerPixel: Int
    /// Bytes between the starts of two rows of `data`.
    public let bytesPerRow: Int
    /// The color space the context was made with.
    public let colorSpace: CGColorSpace?
    /// The pixel layout the context was made with.
    public let bitmapInfo: CGBitmapInfo
    /// The alpha information of the pixel layout.
    public var alphaInfo: CGImageAlphaInfo { bitmapInfo.alphaInfo ?? .premultipliedFirst }
    /// The pixels, in the layout given at creation: the caller's memory, or
    /// memory the context owns when it was made with `data: nil`.
    public let data: UnsafeMutableRawPointer?

    /// Memory this context allocated and frees.
    private let ownedMemory: UnsafeMutableRawPointer?
    /// The caller's layout when cairo draws into a shadow surface instead of `data`.
    private let mirrorLayout: PixelLayout?
    /// CoreGraphics' y-up space onto cairo's y-down device space.
    let baseTransform: CGAffineTransform
    /// The largest side a recording context takes: cairo keeps coordinates
    /// in 24.8 fixed point.
    static let maximumRecordingDimension = 1 << 22
    /// Whether drawing is recorded rather than rasterized (``init(recordingWidth:height:)``).
    let isRecording: Bool
    /// Whether the context writes a PDF document (vector pages, no pixels).
    let isPDF: Bool
    /// Whether drawing into this context is kept as vectors — paths, text and
    /// gradients as such — rather than turned into pixels: true for a PDF
    /// context, false for bitmaps and recording contexts. Renderers draw
    /// content they can describe as vectors instead of its bitmap when true.
    package var isVectorContext: Bool { isPDF }

    var state = GraphicsState()
    var savedStates: [GraphicsState] = []
    /// The alpha each open transparency layer is composited with.
    var transparencyLayerAlphas: [CGFloat] = []
    /// How many drawing calls reached the pixels; UIKit uses it to tell a
    /// view whose `draw(_:)` drew nothing from one that drew.
    package private(set) var drawingOperationCount = 0
    /// The current path, in device space (the CTM applied when each element was added).
    var devicePath = CGMutablePath()

    /// Creates a bitmap context, as `CGBitmapContextCreate` does.
    ///
    /// Supported: an RGB space, 8 bits per component, 32 bits per pixel, alpha
    /// premultiplied first or last or a skipped byte first or last, default,
    /// 32-bit big or 32-bit little byte order. With `data` nil the context
    /// owns zeroed memory; `bytesPerRow` 0 means "compute it". Unsupported
    /// combinations, zero or oversized dimensions and too-small rows return
    /// nil and are reported, as CoreGraphics logs "unsupported parameter combination".
    public init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: UInt32
    ) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        guard space.model == .rgb,
            let layout = PixelLayout(bitsPerComponent: bitsPerComponent, bitsPerPixel: 32, bitmapInfo: info),
            layout.premultiplied
        else {
            Diagnostics.report(
                "CGContext",
                "CGBitmapContextCreate: unsupported parameter combination: \(bitsPerComponent) bpc, \(space.model), info 0x\(String(bitmapInfo, radix: 16))"
            )
            return nil
        }
        guard PixelStorage.isValidSize(width: width, height: height) else { return nil }
        let rowBytes =
            bytesPerRow == 0
            ? Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width))) : bytesPerRow
        guard rowBytes >= width * 4 else {
            Diagnostics.report(
                "CGContext", "CGBitmapContextCreate: bytesPerRow \(bytesPerRow) is less than \(width * 4)")
            return nil
        }
        let native = layout == .nativeARGB || layout == .nativeRGB
        let format = layout.alpha == nil ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
        var owned: UnsafeMutableRawPointer?
        let pixels: UnsafeMutableRawPointer
        if let data {
            pixels = data
        } else {
            owned = UnsafeMutableRawPointer.allocate(byteCount: rowBytes * height, alignment: 16)
            owned!.initializeMemory(as: UInt8.self, repeating: 0, count: rowBytes * height)
            pixels = owned!
        }
        if native, rowBytes % 4 == 0 {
            surface = cairo_image_surface_create_for_data(
                pixels.assumingMemoryBound(to: UInt8.self), format, Int32(width), Int32(height), Int32(rowBytes))
            mirrorLayout = nil
        } else {
            surface = cairo_image_surface_create(format, Int32(width), Int32(height))
            mirrorLayout = layout
        }
        cr = cairo_create(surface)
        self.width = width
        self.height = height
        self.bitsPerComponent = bitsPerComponent
        self.bitsPerPixel = 32
        self.bytesPerRow = rowBytes
        self.colorSpace = space
        self.bitmapInfo = info
        self.data = pixels
        self.ownedMemory = owned
        isRecording = false
        isPDF = false
        baseTransform = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
        syncMatrix()
    }

    /// A context writing a PDF document to `path`, pages of `size` points
    /// (see `CGContext(_:mediaBox:_:)`). Nil when the file cannot be created.
    package init?(pdfPath path: String, size: CGSize) {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            Diagnostics.report("CGContext", "CGPDFContextCreate: invalid media box size \(size)")
            return nil
        }
        let candidate = cairo_pdf_surface_create(path, Double(size.width), Double(size.height))
        guard let candidate, cairo_surface_status(candidate) == CAIRO_STATUS_SUCCESS else {
            Diagnostics.report("CGContext", "CGPDFContextCreate: cannot write a PDF at \(path)")
            if let candidate { cairo_surface_destroy(candidate) }
            return nil
        }
        surface = candidate
        cr = cairo_create(surface)
        width = Int(size.width.rounded(.up))
        height = Int(size.height.rounded(.up))
        bitsPerComponent = 8
        bitsPerPixel = 32
        bytesPerRow = 0
        colorSpace = CGColorSpace(model: .rgb, name: CGColorSpace.sRGB)
        bitmapInfo = CGBitmapInfo(
            rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        data = nil
        ownedMemory = nil
        mirrorLayout = nil
        isRecording = false
        isPDF = true
        baseTransform = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: size.height)
        syncMatrix()
    }

    /// Creates a context of `width` × `height` device pixels that records
    /// drawing instead of rasterizing it: no pixels are allocated until
    /// ``replay(into:)`` or ``makeImage()``. UIKit draws a view for the first
    /// time into one, so that a view whose `draw(_:)` draws nothing costs no
    /// bitmap; `data` is nil.
    package init?(recordingWidth width: Int, height: Int) {
        // No pixels: the bitmap limit does not apply (a tall stack view that
        // draws nothing records nothing); cairo's fixed-point coordinates do.
        guard width > 0, height > 0, width <= CGContext.maximumRecordingDimension,
            height <= CGContext.maximumRecordingDimension
        else {
            Diagnostics.report("CGContext", "unsupported recording size \(width)x\(height)")
            return nil
        }
        var extents = cairo_rectangle_t(x: 0, y: 0, width: Double(width), height: Double(height))
        surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents)
        cr = cairo_create(surface)
        self.width = width
        self.height = height
        bitsPerComponent = 8
        bitsPerPixel = 32
        bytesPerRow = 0
        colorSpace = CGColorSpace(model: .rgb, name: CGColorSpace.sRGB)
        bitmapInfo = CGBitmapInfo(
            rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        data = nil
        ownedMemory = nil
        mirrorLayout = nil
        isRecording = true
        isPDF = false
        baseTransform = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
        syncMatrix()
    }

    /// Draws what this recording context recorded into `destination`, pixel
    /// for pixel at the same device coordinates (its CTM and clip are ignored).
    package func replay(into destination: CGContext) {
        guard isRecording else { return }
        cairo_surface_flush(surface)
        destination.draw {
            cairo_save(destination.cr)
            cairo_identity_matrix(destination.cr)
            cairo_set_operator(destination.cr, CAIRO_OPERATOR_OVER)
            cairo_set_source_surface(destination.cr, surface, 0, 0)
            cairo_paint(destination.cr)
            cairo_restore(destination.cr)
        }
    }

    /// Creates a bitmap context from a ``CGBitmapInfo`` value; see the `UInt32` form.
    public convenience init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: CGBitmapInfo
    ) {
        self.init(
            data: data, width: width, height: height, bitsPerComponent: bitsPerComponent,
            bytesPerRow: bytesPerRow, space: space, bitmapInfo: bitmapInfo.rawValue)
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
        ownedMemory?.deallocate()
    }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state (CTM, clip, colors, line settings,
    /// alpha, blend mode) onto the state stack.
    public func saveGState() {
        savedStates.append(state)
        cairo_save(cr)
    }

    /// Restores the most recently saved graphics state. An unbalanced restore
    /// is reported and ignored.
    public func restoreGState() {
        guard let saved = savedStates.popLast() else {
            Diagnostics.report("CGContext", "restoreGState without a matching saveGState; ignored")
            return
        }
        state = saved
        cairo_restore(cr)
    }

    /// The current transformation matrix: user space to the bitmap's y-up device space.
    public var ctm: CGAffineTransform { state.ctm }

    /// The transform from user space to device space (the same as `ctm` for bitmaps).
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { state.ctm }

    /// Moves the origin of user space by `(x, y)`.
    public func translateBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(translationX: x, y: y))
    }

    /// Scales user space by `(x, y)`. A zero scale makes later drawing empty until restored.
    public func scaleBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(scaleX: x, y: y))
    }

    /// Rotates user space by `angle` radians.
    public func rotate(by angle: CGFloat) {
        concatenate(CGAffineTransform(rotationAngle: angle))
    }

    /// Prepends `transform` to the CTM. Non-finite transforms are reported and ignored.
    public func concatenate(_ transform: CGAffineTransform) {
        let t = transform
        guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else {
            Diagnostics.report("CGContext", "ignored a non-finite transform \(t)")
            return
        }
        state.ctm = t.concatenating(state.ctm)
        syncMatrix()
    }

    /// Maps a point from user space to device space.
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm) }
    /// Maps a point from device space to user space.
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm.inverted()) }
    /// Maps a rectangle from user space to device space (bounding box).
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm) }
    /// Maps a rectangle from device space to user space (bounding box).
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm.inverted()) }

    /// Sets the fill color.
    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    /// Sets the fill color from RGBA components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Sets the fill color to a gray.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = CGColor(gray: gray, alpha: alpha) }
    /// Sets the stroke color.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    /// Sets the stroke color from RGBA components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Sets the stroke color to a gray.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(gray: gray, alpha: alpha)
    }

    /// The opacity every drawing call is multiplied by now (``setAlpha(_:)``).
    package var currentAlpha: CGFloat { state.alpha }

    /// Sets the opacity every later drawing call is multiplied by (clamped to 0...1).
    public func setAlpha(_ alpha: CGFloat) {
        state.alpha = alpha.isNaN ? 1 : min(max(alpha, 0), 1)
    }

    /// Sets the stroke width in user-space units. Negative or non-finite widths are reported and ignored.
    public func setLineWidth(_ width: CGFloat) {
        guard width.isFinite, width >= 0 else {
            Diagnostics.report("CGContext", "ignored line width \(width)")
            return
        }
        cairo_set_line_width(cr, Double(width))
    }

    /// Sets how stroked line ends look.
    public func setLineCap(_ cap: CGLineCap) {
        cairo_set_line_cap(
            cr, cap == .round ? CAIRO_LINE_CAP_ROUND : cap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
    }

    /// Sets how stroked corners look.
    public func setLineJoin(_ join: CGLineJoin) {
        cairo_set_line_join(
            cr, join == .round ? CAIRO_LINE_JOIN_ROUND : join == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
    }

    /// Sets the miter limit for mitered joins.
    public func setMiterLimit(_ limit: CGFloat) {
        guard limit.isFinite, limit > 0 else { return }
        cairo_set_miter_limit(cr, Double(limit))
    }

    /// Sets the dash pattern: alternating painted and skipped lengths, starting
    /// `phase` units in. An empty array turns dashing off. Negative or
    /// non-finite lengths, or all zeros, are reported and turn dashing off.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let valid = lengths.allSatisfy { $0.isFinite && $0 >= 0 } && lengths.contains { $0 > 0 } && phase.isFinite
        guard !lengths.isEmpty, valid else {
            if !lengths.isEmpty { Diagnostics.report("CGContext", "invalid dash lengths \(lengths); dashing off") }
            cairo_set_dash(cr, nil, 0, 0)
            return
        }
        let doubles = lengths.map(Double.init)
        cairo_set_dash(cr, doubles, Int32(doubles.count), Double(phase))
    }

    /// Turns anti-aliasing of shapes on or off.
    public func setShouldAntialias(_ shouldAntialias: Bool) {
        cairo_set_antialias(cr, shouldAntialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    /// Allows anti-aliasing (always allowed in Tandem; `setShouldAntialias` decides).
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}

    /// How scaled images are sampled.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolation }
        set { state.interpolation = newValue }
    }

    /// Makes sure every drawing call so far is in `data`.
    public func flush() {
        finishDrawing()
    }

    /// Returns an image of the bitmap's current pixels (a copy).
    public func makeImage() -> CGImage? {
        guard !isPDF else {
            Diagnostics.report("CGContext", "makeImage: a PDF context has no pixels; nil is returned")
            return nil
        }
        cairo_surface_flush(surface)
        if isRecording {
            guard
                let pixels = CGContext(
                    data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                    space: CGColorSpace(model: .rgb, name: CGColorSpace.sRGB), bitmapInfo: bitmapInfo)
            else { return nil }
            replay(into: pixels)
            return pixels.makeImage()
        }
        guard let storage = PixelStorage(copying: surface) else { return nil }
        return CGImage(storage: storage, opaque: cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24)
    }

    // MARK: Drawing plumbing

    /// Runs a drawing call: pulls the caller's pixels in, draws, pushes them out.
    /// Nothing is drawn while the CTM is singular, as in CoreGraphics.
    func draw(_ body: () -> Void) {
        guard !state.isSingular else { return }
        drawingOperationCount += 1
        beginDrawing()
        body()
        finishDrawing()
    }

    private func beginDrawing() {
        guard let layout = mirrorLayout, let data else {
            cairo_surface_mark_dirty(surface)
            return
        }
        cairo_surface_flush(surface)
        PixelLayout.convert(
            width: width, height: height, from: layout, source: data, sourceBytesPerRow: bytesPerRow,
            to: layout.alpha == nil ? .nativeRGB : .nativeARGB, destination: cairo_image_surface_get_data(surface),
            destinationBytesPerRow: Int(cairo_image_surface_get_stride(surface)))
        cairo_surface_mark_dirty(surface)
    }

    private func finishDrawing() {
        cairo_surface_flush(surface)
        guard let layout = mirrorLayout, let data else { return }
        PixelLayout.convert(
            width: width, height: height, from: layout.alpha == nil ? .nativeRGB : .nativeARGB,
            source: cairo_image_surface_get_data(surface),
            sourceBytesPerRow: Int(cairo_image_surface_get_stride(surface)),
            to: layout, destination: data, destinationBytesPerRow: bytesPerRow)
    }

    /// Gives cairo the CTM composed with the y-flip, unless it is singular.
    private func syncMatrix() {
        let m = state.ctm.concatenating(baseTransform)
        let determinant = m.a * m.d - m.b * m.c
        state.isSingular = !(determinant != 0 && determinant.isFinite)
        guard !state.isSingular else { return }
        var matrix = cairo_matrix_t(
            xx: Double(m.a), yx: Double(m.b), xy: Double(m.c), yy: Double(m.d), x0: Double(m.tx), y0: Double(m.ty))
        cairo_set_matrix(cr, &matrix)
    }

    /// Sets a solid cairo source, the global alpha applied.
    func setSource(_ color: CGColor) {
        let c = color.rgba
        cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha * state.alpha))
    }
}

/// The part of the graphics state kept on the Swift side (cairo keeps the
/// matrix, clip, line settings and blend operator in its own saved state).
struct GraphicsState {
    var ctm = CGAffineTransform.identity
    var isSingular = false
    var fillColor = CGColor.black
    var strokeColor = CGColor.black
    var alpha: CGFloat = 1
    var interpolation = CGInterpolationQuality.default
}
