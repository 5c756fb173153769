import TandemSupport

/// Reports for state used outside a graph.
enum StateDiagnostics {
    static func unboundWrite(_ type: Any.Type) {
        Diagnostics.report(
            "SwiftUI",
            "Accessing State's value outside of being installed on a View. This will result in a constant Binding "
                + "of the initial value and will not update. (a write to State<\(type)> was dropped)")
    }

    static func unboundBinding(_ type: Any.Type) {
        Diagnostics.report(
            "SwiftUI",
            "Accessing State's value outside of being installed on a View. This will result in a constant Binding "
                + "of the initial value and will not update. (State<\(type)>)")
    }
}
