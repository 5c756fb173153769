/// A piece of user interface: an immutable value that describes its content.
///
/// Implement ``body`` to compose other views. SwiftUI keeps what lives —
/// identity, state, the UIKit views that draw — in a graph it owns, and
/// calls `body` again only when something the view read has changed. View
/// values are cheap to make and are thrown away after each evaluation.
///
/// Main actor only, as on Apple's platforms; the isolation is presented to
/// Swift 5 code as the SDK presents it (`@preconcurrency`), so Swift 5
/// view structs compile without annotations.
@preconcurrency @MainActor
public protocol View {
    /// The type of view this view's body returns.
    associatedtype Body: View

    /// The content of this view. Called by the graph on the main actor,
    /// before layout, whenever an input the view read has changed.
    @ViewBuilder @preconcurrency @MainActor var body: Self.Body { get }
}

extension Never: View {
    /// `Never` has no body: it is the body type of primitive views.
    public typealias Body = Never

    /// Never called: primitive views are evaluated by the graph, not through their body.
    public var body: Never { primitiveBodyCalled(Never.self) }
}

/// Stops with SwiftUI's message when code asks a primitive view for its body.
func primitiveBodyCalled(_ type: Any.Type) -> Never {
    fatalError("body() should not be called on \(type).")
}
