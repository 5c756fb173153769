internal import CPangoCairo
public import Foundation
import TandemSupport

/// PDF contexts: vector pages written with cairo's PDF surface.
extension CGContext {
    /// A context that writes a PDF document to `url`, with pages of
    /// `mediaBox` (US Letter, 612 × 792 points, when nil). Draw each page
    /// between `beginPDFPage(_:)` and `endPDFPage()`, then `closePDF()`.
    /// Nil (reported) when the URL is not a writable file.
    public convenience init?(_ url: CFURL, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: CFDictionary?) {
        guard url.isFileURL else {
            Diagnostics.report("CGContext", "CGPDFContextCreate: only file URLs can be written, not \(url)")
            return nil
        }
        let box = mediaBox?.pointee ?? CGRect(x: 0, y: 0, width: 612, height: 792)
        self.init(pdfPath: url.path, size: box.size)
    }

    /// Starts a page: the graphics state is reset for it.
    public func beginPDFPage(_ pageInfo: CFDictionary?) {
        guard isPDF else { return }
        saveGState()
    }

    /// Ends the page and emits it.
    public func endPDFPage() {
        guard isPDF else { return }
        restoreGState()
        cairo_show_page(cr)
    }

    /// Finishes the document; nothing is drawn after this.
    public func closePDF() {
        guard isPDF else { return }
        cairo_surface_finish(surface)
    }
}
