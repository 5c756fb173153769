/// Finds whether a content type is a tuple once per type: a cast to
/// ``ViewTuple`` looks the conformance up each time, and every stack's
/// content is looked at on every update.
@MainActor
enum ViewTupleLookup {
    /// The elements of `content` when it is a tuple of views, else nil.
    static func elements<C: View>(of content: C) -> [any View]? {
        let info = TypeInfo.of(C.self)
        let tupleType: (any ViewTuple.Type)?
        if let known = info.tupleType {
            tupleType = known
        } else {
            tupleType = C.self as? any ViewTuple.Type
            info.tupleType = .some(tupleType)
        }
        guard let tupleType else { return nil }
        // `T` is `C` (the type was found from it): the value is the same.
        func elements<T: ViewTuple>(_: T.Type) -> [any View] {
            precondition(T.self == C.self, "a tuple type is looked up for its own type")
            return unsafeBitCast(content, to: T.self).elements
        }
        return elements(tupleType)
    }
}
