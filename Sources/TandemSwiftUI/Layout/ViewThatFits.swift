import Foundation
import TandemUIKit

/// Shows the first of its views whose ideal size fits the space offered
/// along `axes`, or the last one when none fits.
///
/// Every candidate is built (their state lives while the container does);
/// the ones not chosen are hidden and take no space.
public struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    /// A container choosing among the views `content` builds.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    /// Never called: a primitive view.
    public var body: Never { primitiveBodyCalled(Self.self) }
}

extension ViewThatFits: PrimitiveView {
    func updateNode(_ updater: NodeUpdater) {
        let (driver, isNew) = updater.layoutDriver(FitsDriver.self) { FitsDriver(axes: axes) }
        if isNew || driver.axes != axes {
            driver.axes = axes
            updater.invalidateLayout()
        }
        updater.reconcile(single: content)
    }
}

extension ViewNode {
    /// Hides or shows the UIKit views that draw this node.
    func setPlatformViewsHidden(_ hidden: Bool) {
        var views: [UIView] = []
        if let effectView {
            views = [effectView]
        } else if case .leaf(let leaf) = role {
            views = [leaf.platformView]
        } else {
            collectPlatformViews(into: &views)
        }
        for view in views where view.isHidden != hidden { view.isHidden = hidden }
    }
}
