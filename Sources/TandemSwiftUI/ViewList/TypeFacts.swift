/// Facts of view types found by walking their bodies' types, each found
/// once per type and kept (whether a type is a list of views, whether it
/// gives its tab an attribute).
///
/// A type that names itself in its own body (a recursive view) gets
/// `provisional` while its fact is being found.
@MainActor
final class TypeFacts<Fact> {
    // Read for every view a container looks at; only the main actor touches
    // it, never across a call that could reach it again through an inout
    // access (`find` runs between two short accesses).
    #if !TANDEM_CHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    private var known: [ObjectIdentifier: Fact] = [:]
    private let provisional: Fact

    init(provisional: Fact) {
        self.provisional = provisional
    }

    /// The fact of `type`: the one kept, or `find()`'s, then kept.
    func fact(of type: any View.Type, find: () -> Fact) -> Fact {
        let id = ObjectIdentifier(type)
        if let fact = known[id] { return fact }
        known[id] = provisional
        let fact = find()
        known[id] = fact
        return fact
    }

    /// The body type of a custom view type.
    static func bodyType(of type: any View.Type) -> any View.Type {
        func body<V: View>(_: V.Type) -> any View.Type { V.Body.self }
        return _openExistential(type, do: body)
    }
}
