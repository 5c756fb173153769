import Foundation
import TandemGraphics

/// A view's layout bits, kept in one word.
struct LayoutFlags: OptionSet {
    let rawValue: UInt16
    /// `layoutSubviews` must run.
    static let needsLayout = LayoutFlags(rawValue: 1 << 0)
    /// Some descendant needs layout.
    static let subtreeNeedsLayout = LayoutFlags(rawValue: 1 << 1)
    /// `updateConstraints` must run.
    static let needsUpdateConstraints = LayoutFlags(rawValue: 1 << 2)
    /// Some descendant needs `updateConstraints`.
    static let subtreeNeedsUpdateConstraints = LayoutFlags(rawValue: 1 << 3)
    /// The frame being set comes from the engine (autoresizing pins stay).
    static let applyingEngineFrame = LayoutFlags(rawValue: 1 << 4)
    /// `autoresizesSubviews` is false.
    static let noAutoresizing = LayoutFlags(rawValue: 1 << 5)
    /// `translatesAutoresizingMaskIntoConstraints` is false.
    static let constraintBased = LayoutFlags(rawValue: 1 << 6)
    /// `preservesSuperviewLayoutMargins` is true.
    static let preservesSuperviewMargins = LayoutFlags(rawValue: 1 << 7)
    /// `insetsLayoutMarginsFromSafeArea` is false.
    static let marginsIgnoreSafeArea = LayoutFlags(rawValue: 1 << 8)
    /// `systemLayoutSizeFitting` is measuring: the view's size is free.
    static let fittingSize = LayoutFlags(rawValue: 1 << 9)
    /// The view's subviews wait in ``AutoresizingQueue`` to follow its new size.
    static let autoresizePending = LayoutFlags(rawValue: 1 << 10)
    /// A subview has a frame from the engine waiting to be applied, so
    /// `layoutSubviews` looks through the subviews (else it need not).
    static let engineFramesPending = LayoutFlags(rawValue: 1 << 11)
}
