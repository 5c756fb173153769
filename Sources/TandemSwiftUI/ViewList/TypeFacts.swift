/// Facts of view types found by walking the types they are made of (their
/// bodies', their modified contents'): whether a type is a list of views,
/// whether it gives its tab an attribute, whether it gives its list row a
/// trait. Each is found once per type and kept in the type's ``TypeInfo``.
///
/// A type that names itself in its own body (a recursive view) gets the
/// provisional answer while its fact is being found.
@MainActor
enum TypeFacts {
    /// The facts found this way.
    enum Fact {
        /// ``TypeInfo/isViewList``.
        case isViewList
        /// ``TypeInfo/carriesTabAttributes``.
        case carriesTabAttributes
        /// ``TypeInfo/carriesListRowTraits``.
        case carriesListRowTraits
    }

    /// `fact` of `type`: the one kept, or `find()`'s, then kept.
    static func fact(_ fact: Fact, of type: any View.Type, provisional: Bool, find: () -> Bool) -> Bool {
        let info = TypeInfo.of(type)
        if let known = info[fact] { return known }
        info[fact] = provisional
        let found = find()
        info[fact] = found
        return found
    }

    /// The body type of a custom view type.
    static func bodyType(of type: any View.Type) -> any View.Type {
        func body<V: View>(_: V.Type) -> any View.Type { V.Body.self }
        return _openExistential(type, do: body)
    }
}

extension TypeInfo {
    /// One of the facts ``TypeFacts`` finds.
    fileprivate subscript(fact: TypeFacts.Fact) -> Bool? {
        get {
            switch fact {
            case .isViewList: isViewList
            case .carriesTabAttributes: carriesTabAttributes
            case .carriesListRowTraits: carriesListRowTraits
            }
        }
        set {
            switch fact {
            case .isViewList: isViewList = newValue
            case .carriesTabAttributes: carriesTabAttributes = newValue
            case .carriesListRowTraits: carriesListRowTraits = newValue
            }
        }
    }
}
