/// How a constraint's expression relates to zero.
public enum RelationalOperator: Sendable, CustomStringConvertible {
    /// `expression <= 0`
    case lessThanOrEqual
    /// `expression == 0`
    case equal
    /// `expression >= 0`
    case greaterThanOrEqual

    /// `<=`, `==` or `>=`.
    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

// `@unchecked Sendable` because its expression refers to variables.
/// A linear relation `expression op 0` with a strength.
///
/// Build one with the operators (`a == b + 16`, `w >= 44`) or the
/// initializer. A constraint is identified by its object: the same relation
/// made twice is two constraints. Only its constant can change, through
/// ``Solver/setConstant(_:of:)`` while it is in a solver.
public final class Constraint: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The left side minus the right side.
    public internal(set) var expression: Expression
    /// How `expression` relates to zero.
    public let relation: RelationalOperator
    /// How much the constraint matters.
    public let strength: Strength

    /// Creates `expression relation 0` at `strength`.
    public init(_ expression: Expression, _ relation: RelationalOperator, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// Returns the same relation at another strength (a new constraint).
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength)
    }

    /// Constraints are equal only when they are the same object.
    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// `expression op 0 | strength`.
    public var description: String { "\(expression) \(relation) 0 | \(strength)" }
}
