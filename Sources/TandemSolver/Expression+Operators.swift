// Arithmetic and relations on variables, terms and expressions, so systems
// read as they are written: `top == previous.bottom + 8`, `width >= 44`,
// `2 * w`. Relations between two sides produce required constraints.

/// Anything that can stand in a linear expression.
public protocol LinearExpressible {
    /// The value as an expression.
    var linearExpression: Expression { get }
}

extension Variable: LinearExpressible {
    /// `1 · self`.
    public var linearExpression: Expression { Expression(self) }
}

extension Term: LinearExpressible {
    /// The term alone.
    public var linearExpression: Expression { Expression(self) }
}

extension Expression: LinearExpressible {
    /// The expression itself.
    public var linearExpression: Expression { self }
}

extension Double: LinearExpressible {
    /// The constant.
    public var linearExpression: Expression { Expression(constant: self) }
}

/// Returns `lhs + rhs`.
public func + (lhs: some LinearExpressible, rhs: some LinearExpressible) -> Expression {
    let a = lhs.linearExpression, b = rhs.linearExpression
    return Expression(a.terms + b.terms, constant: a.constant + b.constant)
}

/// Returns `lhs + rhs`.
public func + (lhs: some LinearExpressible, rhs: Double) -> Expression { lhs + Expression(constant: rhs) }

/// Returns `lhs + rhs`.
public func + (lhs: Double, rhs: some LinearExpressible) -> Expression { Expression(constant: lhs) + rhs }

/// Returns `lhs - rhs`.
public func - (lhs: some LinearExpressible, rhs: some LinearExpressible) -> Expression { lhs + (-1.0 * rhs) }

/// Returns `lhs - rhs`.
public func - (lhs: some LinearExpressible, rhs: Double) -> Expression { lhs + Expression(constant: -rhs) }

/// Returns `lhs - rhs`.
public func - (lhs: Double, rhs: some LinearExpressible) -> Expression { Expression(constant: lhs) + (-1.0 * rhs) }

/// Returns `-value`.
public prefix func - (value: some LinearExpressible) -> Expression { -1.0 * value }

/// Returns `lhs · rhs`.
public func * (lhs: Double, rhs: some LinearExpressible) -> Expression {
    let e = rhs.linearExpression
    return Expression(e.terms.map { Term($0.variable, $0.coefficient * lhs) }, constant: e.constant * lhs)
}

/// Returns `lhs · rhs`.
public func * (lhs: some LinearExpressible, rhs: Double) -> Expression { rhs * lhs }

/// Returns `lhs / rhs` (a zero divisor gives non-finite coefficients, which adding refuses).
public func / (lhs: some LinearExpressible, rhs: Double) -> Expression { (1 / rhs) * lhs }

/// Returns the required constraint `lhs == rhs`.
public func == (lhs: some LinearExpressible, rhs: some LinearExpressible) -> Constraint {
    Constraint(lhs - rhs, .equal)
}

/// Returns the required constraint `lhs == rhs`.
public func == (lhs: some LinearExpressible, rhs: Double) -> Constraint { Constraint(lhs - rhs, .equal) }

/// Returns the required constraint `lhs <= rhs`.
public func <= (lhs: some LinearExpressible, rhs: some LinearExpressible) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}

/// Returns the required constraint `lhs <= rhs`.
public func <= (lhs: some LinearExpressible, rhs: Double) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }

/// Returns the required constraint `lhs >= rhs`.
public func >= (lhs: some LinearExpressible, rhs: some LinearExpressible) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// Returns the required constraint `lhs >= rhs`.
public func >= (lhs: some LinearExpressible, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}
