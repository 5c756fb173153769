public import Foundation
public import TandemGraphics
public import TandemReactive
public import TandemUIKit

/// Renders a view to an image without a window: server-side rendering,
/// snapshot tests, previews.
///
/// The view is laid out at its size for ``proposedSize`` (its ideal size by
/// default) and drawn by the same UIKit views that draw it on screen, at
/// ``scale`` pixels per point, in the light appearance unless the content
/// sets another.
@preconcurrency @MainActor
public final class ImageRenderer<Content: View>: ObservableObject {
    /// The view rendered. Setting it re-renders on the next read.
    public var content: Content {
        didSet { objectWillChange.send() }
    }
    /// The size proposed to the content.
    public var proposedSize: ProposedViewSize = .unspecified
    /// Pixels per point.
    public var scale: CGFloat = 1
    /// Whether the image has no alpha channel to speak of (transparent areas become black).
    public var isOpaque = false

    /// A renderer for `content`.
    public init(content view: Content) {
        content = view
    }

    /// The rendered image, or nil when the content has no area.
    public var cgImage: CGImage? {
        let host = RenderHost(content: content, scale: scale)
        guard let size = host.layout(proposedSize) else {
            host.hosted.tearDown()
            return nil
        }
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        format.opaque = isOpaque
        let image = UIGraphicsImageRenderer(size: size, format: format).image { context in
            host.view.layer.render(in: context.cgContext)
        }
        host.hosted.tearDown()
        return image.cgImage
    }

    /// The rendered image as a UIKit image (at ``scale``).
    public var uiImage: UIImage? {
        cgImage.map { UIImage(cgImage: $0, scale: scale, orientation: .up) }
    }

    /// Lays the content out and calls `renderer` with its size and a
    /// function that draws it into a context you provide, in CoreGraphics'
    /// coordinates as Apple's does: the content's bottom-left corner at the
    /// origin, y growing upwards — a `CGContext` PDF page or bitmap of the
    /// size, as made, shows the content upright.
    ///
    /// In a PDF context what Tandem draws itself stays vector: text is set in
    /// embedded fonts, shapes are paths, gradients are shadings; images and
    /// views drawn by user code (`draw(_:)`) are images.
    public func render(rasterizationScale: CGFloat = 1, renderer: (CGSize, (CGContext) -> Void) -> Void) {
        let host = RenderHost(content: content, scale: rasterizationScale)
        defer { host.hosted.tearDown() }
        guard let size = host.layout(proposedSize) else {
            renderer(.zero, { _ in })
            return
        }
        renderer(size) { context in
            // Layers draw in UIKit's top-left space.
            context.saveGState()
            context.translateBy(x: 0, y: size.height)
            context.scaleBy(x: 1, y: -1)
            host.view.layer.render(in: context)
            context.restoreGState()
        }
    }
}

/// A graph hosted by a plain view outside any window, for rendering.
@MainActor
final class RenderHost: ViewGraphHost {
    let view = UIView(frame: .zero)
    /// The content's graph (see ``HostedGraph``).
    let hosted: HostedGraph
    private let scale: CGFloat

    init<Content: View>(content: Content, scale: CGFloat) {
        self.scale = scale
        hosted = HostedGraph(rootView: content)
        hosted.graph.host = self
    }

    /// The defaults, at the renderer's scale.
    var rootEnvironment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.displayScale = scale
        return environment
    }

    /// A rendered image shows the end state of every change: nothing to lay out before one.
    func layoutContentNow() {}

    /// Lays the content out at its size for `proposal`; nil when it has no area.
    func layout(_ proposal: ProposedViewSize) -> CGSize? {
        let size = hosted.sizeThatFits(proposal)
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
        view.frame = CGRect(origin: .zero, size: size)
        hosted.layout(in: view.bounds)
        view.layoutIfNeeded()
        return size
    }

    var graphContainerView: UIView { view }
    var graphViewController: UIViewController? { nil }
    func graphLayoutDidChange() {}
}
