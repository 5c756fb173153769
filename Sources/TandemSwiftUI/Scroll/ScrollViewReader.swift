import Foundation
import TandemUIKit

/// A view whose content can scroll the scroll views inside it (and the one
/// around it) to a view with a given identity, through the
/// ``ScrollViewProxy`` it hands to its content.
///
/// The reader lays out like its content (several views are a list, as in a
/// `Group`); it draws nothing of its own. The proxy stays valid while the
/// reader is in the view graph; call it from actions (buttons, gestures,
/// `onAppear`, `onChange`), not from `body`.
public struct ScrollViewReader<Content: View>: View {
    /// Builds the content from the proxy.
    public var content: (ScrollViewProxy) -> Content

    /// A reader whose content is built by `content` with a proxy for scrolling.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    /// Never called: a primitive view.
    public var body: Never { primitiveBodyCalled(Self.self) }
}

extension ScrollViewReader: PrimitiveView {
    func updateNode(_ updater: NodeUpdater) {
        updater.setGroup()
        let proxy = ScrollViewProxy(reader: updater.reference)
        let built = updater.tracking { content(proxy) }
        updater.reconcile(single: built)
    }
}
