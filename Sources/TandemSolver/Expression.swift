/// A variable times a coefficient.
public struct Term: CustomStringConvertible {
    /// The variable.
    public var variable: Variable
    /// What it is multiplied by.
    public var coefficient: Double

    /// Creates `coefficient · variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// The term's value from the variable's current value.
    public var value: Double { coefficient * variable.value }

    /// `coefficient*name`.
    public var description: String { "\(coefficient)*\(variable.name)" }
}

/// A linear expression: a sum of terms plus a constant.
public struct Expression: CustomStringConvertible {
    /// The terms; a variable may appear in more than one (they are combined when solved).
    public var terms: [Term]
    /// The constant.
    public var constant: Double

    /// Creates `terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression `variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// Creates the expression `term`.
    public init(_ term: Term) {
        self.init([term])
    }

    /// The expression's value from its variables' current values.
    public var value: Double { terms.reduce(constant) { $0 + $1.value } }

    /// Whether every coefficient and the constant are finite.
    var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }

    /// `terms + constant`.
    public var description: String {
        (terms.map(\.description) + [String(constant)]).joined(separator: " + ")
    }
}
