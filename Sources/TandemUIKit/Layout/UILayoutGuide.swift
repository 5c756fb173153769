public import Foundation
import TandemGraphics

/// A rectangle that takes part in Auto Layout without being a view: spacing,
/// margins, the safe area, a scroll view's content.
///
/// Main-actor only. Add it to a view with `addLayoutGuide(_:)`; its frame is
/// in that view's coordinates once layout has run.
@preconcurrency @MainActor
open class UILayoutGuide: LayoutItem, Hashable {
    /// Identity, as `NSObject` compares: the same object.
    nonisolated public static func == (lhs: UILayoutGuide, rhs: UILayoutGuide) -> Bool { lhs === rhs }
    /// Hashes the identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The view the guide belongs to.
    open internal(set) weak var owningView: UIView?
    /// A name shown in logs.
    open var identifier = ""
    var engineItem: EngineItem?
    var referencingConstraints: [ObjectIdentifier: NSLayoutConstraint] = [:]

    func setReference(_ constraint: NSLayoutConstraint, present: Bool) {
        referencingConstraints[ObjectIdentifier(constraint)] = present ? constraint : nil
    }

    /// Creates a guide; add it to a view before constraining it.
    public init() {}

    var layoutParent: UIView? { owningView }

    /// The guide's rectangle in its owning view's coordinates, from the last layout.
    open var layoutFrame: CGRect {
        if let engineItem { return engineItem.frame }
        return fallbackFrame
    }

    /// The frame of a guide that no constraint mentions yet (system guides compute theirs).
    var fallbackFrame: CGRect { .zero }

    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The horizontal center.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical center.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    /// A plain guide has no internal constraints; system guides pin themselves.
    func makeInternalConstraints(isEngineRoot: Bool) -> [NSLayoutConstraint] { [] }

    /// The guide's constraints are out of date (insets changed).
    func invalidate() { engineItem?.markDirty() }
}
