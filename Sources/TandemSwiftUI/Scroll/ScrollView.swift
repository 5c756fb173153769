import Foundation
import TandemUIKit

/// A scrollable view: a `UIScrollView` showing its content at the content's
/// ideal length along the scrolling axes and the offered length across them.
///
/// The scroll view takes all the space it is offered; its content size is
/// the content's size.
public struct ScrollView<Content: View>: View {
    /// The content.
    public var content: Content
    /// The scrollable axes.
    public var axes: Axis.Set
    /// Whether scroll indicators show.
    public var showsIndicators: Bool

    /// A scroll view over `axes` (vertical by default).
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    /// Never called: a primitive view.
    public var body: Never { primitiveBodyCalled(Self.self) }
}

extension ScrollView: PrimitiveView {
    func updateNode(_ updater: NodeUpdater) {
        let scrollView = updater.ensureEffectView { ScrollContainerView(frame: .zero) }
        let environment = updater.environment
        scrollView.showsVerticalScrollIndicator =
            showsIndicators && axes.contains(.vertical) && environment.verticalScrollIndicatorVisibility.shows
        scrollView.showsHorizontalScrollIndicator =
            showsIndicators && axes.contains(.horizontal) && environment.horizontalScrollIndicatorVisibility.shows
        let dismissMode = environment.scrollDismissesKeyboardMode.keyboardDismissMode
        if scrollView.keyboardDismissMode != dismissMode { scrollView.keyboardDismissMode = dismissMode }
        // Along its axes a scroll view bounces even when its content fits,
        // unless it bounces by size (`scrollBounceBehavior(.basedOnSize)`).
        scrollView.alwaysBounceVertical =
            axes.contains(.vertical) && environment.verticalScrollBounceBehavior != .basedOnSize
        scrollView.alwaysBounceHorizontal =
            axes.contains(.horizontal) && environment.horizontalScrollBounceBehavior != .basedOnSize
        updater.setLayout(ScrollLayout(axes: axes, scrollView: scrollView))
        // The scroll view reaches under the bars at the ends of its axes; its content is inset.
        var underBars: Edge.Set = []
        if axes.contains(.vertical) { underBars.formUnion([.top, .bottom]) }
        if axes.contains(.horizontal) { underBars.formUnion([.leading, .trailing]) }
        updater.setScrollsUnderBars(underBars)
        var contentEnvironment = environment
        contentEnvironment.stackAxis = nil
        contentEnvironment.containerSize = scrollView.containerSize
        updater.reconcile(single: SingleItem(content: content), environment: contentEnvironment)
    }
}
