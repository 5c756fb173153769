/// What a composed gesture remembers while it is under way (its parts'
/// latest values), one node per composed gesture of the tree, kept by the
/// gesture's modifier across updates of the view.
@MainActor
final class GestureRun {
    /// The composed gesture's own values, by name.
    var values: [String: Any] = [:]
    private var parts: [GestureRun?] = [nil, nil]

    /// The run of part `index` (0 or 1).
    func part(_ index: Int) -> GestureRun {
        if let known = parts[index] { return known }
        let made = GestureRun()
        parts[index] = made
        return made
    }

    /// Forgets everything (the gesture ended or was cancelled).
    func clear() {
        values = [:]
        parts = [nil, nil]
    }
}
