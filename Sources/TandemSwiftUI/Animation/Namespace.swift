import Foundation

/// A property wrapper that gives a view a namespace of its own for
/// `matchedGeometryEffect(id:in:properties:anchor:isSource:)`: the same
/// value for as long as the view keeps its identity, unlike any other
/// view's.
@propertyWrapper
public struct Namespace: DynamicProperty {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let token: ObjectIdentifier
    }

    /// The object whose identity is the namespace's, kept in the view's state.
    @State private var token = NamespaceToken()

    /// A new namespace.
    public init() {}

    /// The namespace's identity.
    public var wrappedValue: ID { ID(token: ObjectIdentifier(token)) }
}

/// The object a namespace's identity is taken from (kept alive by the
/// view's state, so no other namespace shares it meanwhile).
final class NamespaceToken: Sendable {}
