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
    func updateNode(_ updater: NodeUpdater) {
        let (driver, isNew) = updater.layoutDriver(GeometryDriver.self) { GeometryDriver(updater) }
        if isNew { updater.graph.addGeometryReader(driver) }
        let content = self.content
        driver.makeContent = { proxy in content(proxy) }
        if let proxy = driver.proxy {
            let built = updater.tracking { content(proxy) }
            updater.reconcile(single: built)
        } else {
            // Built at the first layout, when there is a size to read.
            updater.keepChildren()
        }
    }
}
