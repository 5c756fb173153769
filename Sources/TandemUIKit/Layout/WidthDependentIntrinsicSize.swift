import Foundation
import TandemGraphics

/// A view whose intrinsic height depends on the width it is given — wrapped
/// text, and later declarative content in a hosting view. Fitting
/// measurements (`systemLayoutSizeFitting`) measure it again at the width
/// they solve for it, reading that width from ``UIView/intrinsicMeasurementWidth``.
@preconcurrency @MainActor
package protocol WidthDependentIntrinsicSize: AnyObject {
    /// Whether the intrinsic size depends on the width now.
    var intrinsicSizeDependsOnWidth: Bool { get }
}

extension UIView {
    /// The width to measure a width-dependent intrinsic size at: the width a
    /// fitting measurement gives the view while it runs, else the view's own
    /// width (nil while it has none).
    package var intrinsicMeasurementWidth: CGFloat? {
        if let width = layoutState?.fittingWidth { return width }
        return bounds.width > 0 ? bounds.width : nil
    }
}
