/// Imported publicly: the public declarations below use its types.
public import Foundation

/// Views side by side, from leading to trailing.
///
/// Space is distributed as SwiftUI does it: by layout priority, then from
/// the least flexible subview to the most. Draws nothing itself: no UIKit
/// view is created for the stack.
public struct HStack<Content: View>: View {
    let layout: HStackLayout
    let content: Content

    /// A stack of the views `content` builds, aligned on `alignment`,
    /// `spacing` apart (the system spacing when `nil`).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    /// Never called: a primitive view.
    public var body: Never { primitiveBodyCalled(Self.self) }
}

extension HStack: PrimitiveView {
    func updateNode(_ updater: NodeUpdater) {
        LayoutView(layout: layout, content: content).updateNode(updater)
    }
}
