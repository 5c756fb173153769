/// Whether a view type is a *list* of views in SwiftUI's sense — content a
/// container flattens into several elements (list rows and sections, a
/// modifier handed to each view) — rather than one view.
///
/// Tuples, `Group`, `ForEach`, `Section`, `EmptyView` and edit actions on
/// a `ForEach` are lists; a conditional or an optional is one when a
/// branch is; a modified view is one when its content is (the modifier
/// applies to each element); and a custom view is one when its `body` is:
/// `struct Rows: View { var body: some View { Group { a; b; c } } }` gives
/// a `List` three rows, as in SwiftUI.
///
/// A fact of the type, found once per type and kept.
@MainActor
enum ViewListShape {
    /// Whether `type` is a custom view (its body evaluated through the
    /// graph, not a primitive) whose body is a list of views.
    static func isCustomList(_ type: any View.Type) -> Bool {
        isList(type) && !(type is any PrimitiveView.Type)
    }

    /// Whether `type` is a custom view: one whose body the graph evaluates
    /// (not a primitive, not a representable).
    static func isCustom(_ type: any View.Type) -> Bool {
        !(type is any PrimitiveView.Type || type is any UIViewRepresentable.Type
            || type is any UIViewControllerRepresentable.Type)
    }

    /// Whether a modifier on a value of `type` is handed to each of its
    /// views through ``ModifierDistribution/apply(_:to:key:in:)`` rather than
    /// by the type itself (``ModifierDistributable``): a custom view whose
    /// body is a list, a list under modifiers, a conditional or optional list.
    /// Not `EmptyView`: a modifier on it stays one (invisible) view, which
    /// carries preferences (a toolbar's items ride on one).
    static func needsDistribution(_ type: any View.Type) -> Bool {
        isList(type) && !(type is any ModifierDistributable.Type) && type != EmptyView.self
    }

    /// Whether values of `type` are lists of views.
    static func isList(_ type: any View.Type) -> Bool {
        // A type that names itself in its own body is taken as one view while its answer is found.
        TypeFacts.fact(.isViewList, of: type, provisional: false) {
            if let source = type as? any ListContentSource.Type { return source.isViewList }
            if type is any PrimitiveView.Type || type is any UIViewRepresentable.Type
                || type is any UIViewControllerRepresentable.Type
            {
                return false
            }
            return isList(TypeFacts.bodyType(of: type))
        }
    }
}
