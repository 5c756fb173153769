import Foundation
import TandemUIKit

/// Finds the first view of a type among the UIKit views its content draws
/// with, after each update pass, and hands it to `customize`.
struct IntrospectionModifier<PlatformView: UIView>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let customize: (PlatformView) -> Void

    func updateNode<Content: View>(_ updater: NodeUpdater, content: Content) {
        updater.setGroup()
        updater.reconcile(single: content)
        let customize = self.customize
        // After the pass: the views exist, and writing state there is allowed.
        let node = updater.reference
        updater.graph.deferAction {
            guard let node = node.node, let view = Self.firstView(in: node) else { return }
            customize(view)
        }
    }

    /// The first `PlatformView` drawn by `node`'s subtree: its leaves' and
    /// effects' views, then their subviews, in order.
    @MainActor static func firstView(in node: ViewNode) -> PlatformView? {
        var views: [UIView] = []
        node.collectPlatformViews(into: &views)
        var queue = views[...]
        while let view = queue.popFirst() {
            if let match = view as? PlatformView { return match }
            queue.append(contentsOf: view.subviews)
        }
        return nil
    }
}

extension View {
    /// Hands the UIKit view that draws this view (`target`: a `TextField`'s
    /// `UITextField`, a `List`'s `UITableView`, …) to `customize` after
    /// each update, to set what SwiftUI does not offer. Nothing happens
    /// when the content has no such view.
    ///
    /// A Tandem addition; on iOS this needs a third-party library.
    public func introspect<PlatformView: UIView>(
        _ target: IntrospectionTarget<PlatformView>, customize: @escaping (PlatformView) -> Void
    ) -> some View {
        modifier(IntrospectionModifier(customize: customize))
    }
}
