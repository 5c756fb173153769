import Foundation
import TandemUIKit

/// A view that takes all the space it is offered and builds its content
/// from its own size and position.
///
/// The content is evaluated during layout, when the geometry is known, and
/// again whenever the geometry changes; it is placed at the top-leading
/// corner. Until the first layout the content is not built.
public struct GeometryReader<Content: View>: View {
    /// Builds the content from the reader's geometry.
    public var content: (GeometryProxy) -> Content

    /// A reader whose content is built by `content`.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    /// Never called: a primitive view.
    public var body: Never { primitiveBodyCalled(Self.self) }
}

extension GeometryReader: PrimitiveView {
    func updateNode(_ node: ViewNode) {
        let driver: GeometryDriver
        if case .layout(let existing) = node.role, let geometry = existing as? GeometryDriver {
            driver = geometry
        } else {
            driver = GeometryDriver(node: node)
            node.role = .layout(driver)
            node.graph.addGeometryReader(driver)
        }
        let content = self.content
        driver.makeContent = { proxy in content(proxy) }
        if let proxy = driver.proxy {
            let built = node.graph.track(node) { content(proxy) }
            node.reconcile(single: built, environment: node.environment)
        }
    }
}
