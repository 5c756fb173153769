internal import CPangoCairo
import Foundation

// Copying pixels between bitmaps, for compositors that keep part of a
// picture and redraw the rest.
extension CGContext {
    /// Replaces this bitmap's pixels inside `rects` with `source`'s pixels at
    /// the same places. `rects` are in device pixels with the origin at the
    /// bitmap's top-left corner (rows downward, as the bitmap is stored); the
    /// context's transform and clip are ignored and left as they were.
    ///
    /// Both contexts must be pixel bitmaps (not recording or PDF contexts);
    /// `false` is returned, and nothing copied, when either is not, or when
    /// their sizes differ.
    @discardableResult
    package func copyPixels(from source: CGContext, in rects: [CGRect]) -> Bool {
        guard !isRecording, !isPDF, !source.isRecording, !source.isPDF, source.width == width,
            source.height == height
        else { return false }
        guard !rects.isEmpty else { return true }
        cairo_surface_flush(source.surface)
        draw {
            cairo_save(cr)
            cairo_reset_clip(cr)
            cairo_identity_matrix(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_surface(cr, source.surface, 0, 0)
            for rect in rects {
                cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
            }
            cairo_fill(cr)
            cairo_restore(cr)
        }
        return true
    }
}
