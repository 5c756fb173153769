/// Imported publicly: the public declarations below use its types.
public import Foundation

/// Views one above the other, from top to bottom.
///
/// Space is distributed as SwiftUI does it: by layout priority, then from
/// the least flexible subview to the most. Draws nothing itself: no UIKit
/// view is created for the stack.
public struct VStack<Content: View>: View {
    let layout: VStackLayout
    let content: Content

    /// A stack of the views `content` builds, aligned on `alignment`,
    /// `spacing` apart (the system spacing when `nil`).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    /// Never called: a primitive view.
    public var body: Never { primitiveBodyCalled(Self.self) }
}

extension VStack: PrimitiveView {
    func updateNode(_ updater: NodeUpdater) {
        LayoutView(layout: layout, content: content).updateNode(updater)
    }
}
