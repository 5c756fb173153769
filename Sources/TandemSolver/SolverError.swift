/// Why a solver call was refused. Every refusal leaves the solver as it was.
public enum SolverError: Error, CustomStringConvertible {
    /// The constraint was already added.
    case duplicateConstraint(Constraint)
    /// The constraint was never added (or was removed).
    case unknownConstraint(Constraint)
    /// The required constraint cannot hold together with the required constraints already added.
    case unsatisfiableConstraint(Constraint)
    /// The constraint has a NaN or infinite coefficient or constant.
    case nonFiniteConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables cannot be required.
    case requiredEditStrength(Variable)
    /// A suggested value was NaN or infinite.
    case nonFiniteSuggestion(Variable, Double)
    /// The solver reached a state the algorithm rules out (a bug); it was reset.
    case internalError(String)

    /// A sentence naming what went wrong.
    public var description: String {
        switch self {
        case .duplicateConstraint(let c): "duplicate constraint: \(c)"
        case .unknownConstraint(let c): "unknown constraint: \(c)"
        case .unsatisfiableConstraint(let c): "unsatisfiable required constraint: \(c)"
        case .nonFiniteConstraint(let c): "constraint with a NaN or infinite value: \(c)"
        case .duplicateEditVariable(let v): "duplicate edit variable: \(v.name)"
        case .unknownEditVariable(let v): "unknown edit variable: \(v.name)"
        case .requiredEditStrength(let v): "edit variable \(v.name) cannot be required"
        case .nonFiniteSuggestion(let v, let value): "non-finite suggestion \(value) for \(v.name)"
        case .internalError(let message): "internal solver error: \(message)"
        }
    }
}
