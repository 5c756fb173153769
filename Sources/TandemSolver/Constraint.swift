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
    /// How much the constraint matters (for an equality made with
    /// ``init(equal:above:below:)``, where its expression is above zero).
    public let strength: Strength
    /// How much an equality matters where its expression is below zero:
    /// ``strength`` except for ``init(equal:above:below:)``.
    public let strengthBelow: Strength

    /// Creates `expression relation 0` at `strength`.
    public init(_ expression: Expression, _ relation: RelationalOperator, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
        strengthBelow = strength
    }

    /// Creates `expression == 0` held at `above` where the expression would
    /// be positive and at `below` where it would be negative: the pair
    /// `expression <= 0` at `above` and `expression >= 0` at `below` as one
    /// constraint, with one row and two error terms instead of two rows,
    /// two slacks and two errors (Auto Layout's content hugging and
    /// compression resistance around an intrinsic size). Nil when either
    /// strength is required: a required side is a bound, not an error.
    public init?(equal expression: Expression, above: Strength, below: Strength) {
        guard !above.isRequired, !below.isRequired else { return nil }
        self.expression = expression
        relation = .equal
        strength = above
        strengthBelow = below
    }

    /// Returns the same relation at another strength (a new constraint; an
    /// equality with two strengths gets the one strength on both sides).
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength)
    }

    /// Constraints are equal only when they are the same object.
    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// `expression op 0 | strength`.
    public var description: String {
        strengthBelow == strength
            ? "\(expression) \(relation) 0 | \(strength)"
            : "\(expression) \(relation) 0 | \(strength) above, \(strengthBelow) below"
    }
}
