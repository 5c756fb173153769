public import Foundation
import TandemGraphics
import TandemSolver
import TandemSupport

/// A linear relation between two layout attributes:
/// `firstItem.firstAttribute (==, <=, >=) multiplier × secondItem.secondAttribute + constant`.
///
/// Main-actor only. A constraint does nothing until it is active; activating
/// installs it on the closest common ancestor of its items and hands it to
/// the Auto Layout engine of their window (or view tree). Changing
/// `constant` or `priority` of an active constraint updates the engine
/// incrementally at the next layout.
@preconcurrency @MainActor
open class NSLayoutConstraint: @MainActor CustomStringConvertible, Hashable {
    /// Identity, as `NSObject` compares: the same object.
    nonisolated public static func == (lhs: NSLayoutConstraint, rhs: NSLayoutConstraint) -> Bool { lhs === rhs }
    /// Hashes the identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// A layout attribute, with UIKit's raw values.
    public enum Attribute: Int, Sendable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right = 2
        /// The top edge.
        case top = 3
        /// The bottom edge.
        case bottom = 4
        /// The leading edge (left in left-to-right layouts).
        case leading = 5
        /// The trailing edge.
        case trailing = 6
        /// The width.
        case width = 7
        /// The height.
        case height = 8
        /// The horizontal center.
        case centerX = 9
        /// The vertical center.
        case centerY = 10
        /// The baseline of the last line of text.
        case lastBaseline = 11
        /// The baseline of the first line of text.
        case firstBaseline = 12
        /// The left layout margin.
        case leftMargin = 13
        /// The right layout margin.
        case rightMargin = 14
        /// The top layout margin.
        case topMargin = 15
        /// The bottom layout margin.
        case bottomMargin = 16
        /// The leading layout margin.
        case leadingMargin = 17
        /// The trailing layout margin.
        case trailingMargin = 18
        /// The horizontal center of the margins.
        case centerXWithinMargins = 19
        /// The vertical center of the margins.
        case centerYWithinMargins = 20
        /// No attribute (the second attribute of a constant constraint).
        case notAnAttribute = 0

        /// Whether the attribute is horizontal.
        var isHorizontal: Bool {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
                .trailingMargin, .centerXWithinMargins:
                true
            default: false
            }
        }
    }

    /// A relation, with UIKit's raw values.
    public enum Relation: Int, Sendable {
        /// At most.
        case lessThanOrEqual = -1
        /// Equal.
        case equal = 0
        /// At least.
        case greaterThanOrEqual = 1
    }

    /// The first item: a view or layout guide.
    open private(set) weak var firstItem: AnyObject?
    /// The second item, nil for a constant constraint.
    open private(set) weak var secondItem: AnyObject?
    // Set once, by the initializers: variables only so that the item
    // initializers can be convenience initializers over `init()`, which lets
    // a subclass in the app's module (SnapKit's `LayoutConstraint`) inherit
    // them, as it does from UIKit's. Unchecked exclusivity: the engine reads
    // them for every constraint it adds, and nothing writes them after.

    /// The first item's attribute.
    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    public private(set) var firstAttribute: Attribute = .notAnAttribute
    /// The second item's attribute (`.notAnAttribute` for a constant constraint).
    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    public private(set) var secondAttribute: Attribute = .notAnAttribute
    /// The relation.
    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    public private(set) var relation: Relation = .equal
    /// The factor on the second attribute.
    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    public private(set) var multiplier: CGFloat = 1

    /// The constant; changing it on an active constraint re-solves at the next layout.
    open var constant: CGFloat = 0 {
        didSet {
            guard constant != oldValue else { return }
            if !constant.isFinite {
                Diagnostics.report("NSLayoutConstraint", "ignored a non-finite constant for \(self)")
                constant = oldValue
                return
            }
            if !isSettingQuietly { engine?.constantChanged(self) }
        }
    }

    /// Set while the engine changes a constant it will apply itself.
    private var isSettingQuietly = false

    /// Sets the constant without telling the engine (which applies it).
    func setConstantQuietly(_ value: CGFloat) {
        isSettingQuietly = true
        constant = value
        isSettingQuietly = false
    }

    /// The priority; changing it on an active constraint re-solves at the next layout.
    open var priority: UILayoutPriority = .required {
        didSet {
            let clamped = UILayoutPriority(min(1000, max(1, priority.rawValue.isFinite ? priority.rawValue : 1000)))
            if clamped != priority {
                Diagnostics.report("NSLayoutConstraint", "priority \(priority) clamped to \(clamped)")
                priority = clamped
                return
            }
            if priority != oldValue { engine?.constraintChanged(self) }
        }
    }

    /// A name shown in logs.
    open var identifier: String?
    /// Archiving flag; unused on Linux.
    open var shouldBeArchived = false

    /// The view the constraint is installed on: the items' closest common ancestor.
    weak var container: UIView?
    /// The engine solving this constraint, and the solver's copy of it.
    weak var engine: LayoutEngine?
    var solverConstraint: Constraint?
    /// The order of activation, which `UIView.constraints` lists by.
    var sequence = 0
    /// Set when the engine could not satisfy it and broke it.
    var isBroken = false
    /// What generated the constraint, for descriptions; nil for user constraints.
    var systemKind: String?
    /// On a compression-resistance constraint, the hugging constraint of
    /// the same size: the engine may enter the two as one solver equality
    /// held at two strengths (`Constraint(equal:above:below:)`).
    var intrinsicPartner: NSLayoutConstraint?
    /// The part of the solver expression's constant that is not `constant`
    /// (from margins or baselines), so that a new constant is a new
    /// absolute value for the solver, whichever constraint sharing it asks.
    var constantBase = 0.0
    /// What one unit of this constraint's error costs, within its priority:
    /// 1 for every constraint but those that stand for several, such as a
    /// stack view arranging its views directly, whose one breadth constraint
    /// stands for each view's own (see `StackDirectArrangement`). The
    /// engine scales the solver expression by it.
    var errorWeight = 1.0

    /// Creates a constraint `view1.attr1 (relation) multiplier × view2.attr2 + c`.
    ///
    /// `view1` must be a view or layout guide; `view2` nil requires
    /// `attr2 == .notAnAttribute` (a constant constraint on a size).
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        self.init(
            first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject }, attr2,
            multiplier: multiplier, constant: c)
    }

    /// Creates an empty constraint: no items, `.notAnAttribute == 0`, as
    /// `NSLayoutConstraint()` does in UIKit. The designated initializer, which
    /// subclasses call.
    public init() {}

    /// The items as objects: anchors and the engine's own constraints come
    /// here directly, since passing an object as `Any` costs a bridging cast
    /// per item (a first layout makes thousands of constraints).
    convenience init(
        first: AnyObject?, _ attr1: Attribute, _ relation: Relation, second: AnyObject?, _ attr2: Attribute,
        multiplier: CGFloat, constant c: CGFloat
    ) {
        self.init()
        firstItem = first
        secondItem = second
        firstAttribute = attr1
        secondAttribute = second == nil ? .notAnAttribute : attr2
        self.relation = relation
        self.multiplier = multiplier.isFinite ? multiplier : 1
        constant = c.isFinite ? c : 0
        if !multiplier.isFinite || !c.isFinite {
            Diagnostics.report("NSLayoutConstraint", "non-finite multiplier or constant replaced (\(multiplier), \(c))")
        }
    }

    /// The first item's anchor.
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor<AnyObject>(item: firstItem, attribute: firstAttribute)
    }

    /// The second item's anchor, nil for a constant constraint.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItem.map { NSLayoutAnchor<AnyObject>(item: $0, attribute: secondAttribute) }
    }

    /// Whether the constraint is in effect. Activating installs it on the
    /// items' closest common ancestor; items with none (different view
    /// trees) are reported and the constraint stays inactive.
    open var isActive: Bool {
        get { container != nil }
        set {
            if newValue { ConstraintInstaller.activate(self) } else { ConstraintInstaller.deactivate(self) }
        }
    }

    /// Activates every constraint in the list.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint in the list.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The constraint as UIKit logs it, for example
    /// `<NSLayoutConstraint:0x1 UIView:0x2.width == 100   (active)>`.
    open var description: String {
        let kind = systemKind ?? "NSLayoutConstraint"
        let name = identifier.map { " '\($0)'" } ?? ""
        var text = "<\(kind):\(Self.address(self))\(name) \(Self.describe(firstItem, firstAttribute))"
        text += " \(relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">=") "
        var right: [String] = []
        if secondItem != nil {
            let base = Self.describe(secondItem, secondAttribute)
            right.append(multiplier == 1 ? base : "\(Self.number(multiplier))*\(base)")
        }
        if constant != 0 || secondItem == nil {
            if right.isEmpty {
                right.append(Self.number(constant))
            } else {
                right.append("\(constant < 0 ? "-" : "+") \(Self.number(abs(constant)))")
            }
        }
        text += right.joined(separator: " ")
        if priority != .required { text += " @\(Self.number(CGFloat(priority.rawValue)))" }
        if isActive { text += "   (active)" }
        return text + ">"
    }

    static func address(_ object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }

    private static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }

    private static func describe(_ item: AnyObject?, _ attribute: Attribute) -> String {
        guard let item else { return "nil" }
        let name: String
        if let guide = item as? UILayoutGuide {
            name = "'\(guide.identifier.isEmpty ? "UILayoutGuide" : guide.identifier)'"
        } else {
            name = "\(type(of: item)):\(address(item))"
        }
        return "\(name).\(attribute)"
    }
}
