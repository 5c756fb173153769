import Foundation

/// How strongly a constraint, hugging or compression resistance holds:
/// 1...1000, where 1000 (required) must hold and lower priorities give way
/// to higher ones completely (never by adding up).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, CustomStringConvertible
{
    /// The priority value.
    public let rawValue: Float
    /// Creates a priority.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority from a literal.
    public init(floatLiteral value: Float) { rawValue = value }
    /// Creates a priority from a literal.
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// Must hold: 1000.
    public static let required = UILayoutPriority(1000)
    /// The default compression resistance: 750.
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority of a window resize drag: 510.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// Where a scene stays at its size: 500.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// The priority a window drag cannot resize at: 490.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// The default hugging: 250.
    public static let defaultLow = UILayoutPriority(250)
    /// The priority `systemLayoutSizeFitting` pulls towards its target with: 50.
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Orders by value.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// A priority raised by `rhs`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }
    /// A priority lowered by `rhs`.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }
    /// The value, as UIKit prints it.
    public var description: String { "\(rawValue)" }
}
