internal import CPangoCairo
internal import CPoppler
import Foundation

extension CGImage {
    /// Whether `data` starts as a PDF file does ("%PDF").
    public static func isPDF(_ data: Data) -> Bool {
        data.starts(with: [0x25, 0x50, 0x44, 0x46])
    }

    /// Draws the first page of PDF data into an image of `scale` pixels per
    /// PDF point (a PDF point is a UIKit point, 1/72 inch), with a
    /// transparent background: how Xcode's asset compiler turns a PDF
    /// image into pixels for each screen scale.
    ///
    /// A Tandem addition (Apple draws PDFs with `CGPDFDocument`), on
    /// Poppler. Throws ``CGImageDecodingError`` with Poppler's message for
    /// data that is not a PDF, a PDF without pages, a page without area, a
    /// non-finite or non-positive scale, or an image larger than a bitmap can be.
    public convenience init(pdfData data: Data, scale: CGFloat) throws {
        guard scale.isFinite, scale > 0 else {
            throw CGImageDecodingError(description: "a PDF cannot be drawn at scale \(scale)")
        }
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        var error: UnsafeMutablePointer<GError>?
        guard let document = poppler_document_new_from_bytes(bytes, nil, &error) else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "not a PDF"
            if let error { g_error_free(error) }
            throw CGImageDecodingError(description: message)
        }
        defer { g_object_unref(UnsafeMutableRawPointer(document)) }
        guard poppler_document_get_n_pages(document) > 0, let page = poppler_document_get_page(document, 0) else {
            throw CGImageDecodingError(description: "the PDF has no pages")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        var width = 0.0, height = 0.0
        poppler_page_get_size(page, &width, &height)
        let pixelWidth = (width * Double(scale)).rounded(.up), pixelHeight = (height * Double(scale)).rounded(.up)
        guard pixelWidth >= 1, pixelHeight >= 1, pixelWidth < 1e6, pixelHeight < 1e6,
            PixelStorage.isValidSize(width: Int(pixelWidth), height: Int(pixelHeight))
        else {
            throw CGImageDecodingError(description: "the PDF's page (\(width)×\(height)) cannot be drawn at \(scale)x")
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)
        cairo_scale(context, Double(scale), Double(scale))
        poppler_page_render(page, context)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let storage = PixelStorage(copying: surface!)
        else {
            throw CGImageDecodingError(description: "the PDF's page could not be drawn")
        }
        self.init(storage: storage, opaque: false)
    }
}
