/// What the graph has found out about one type, kept for the life of the
/// process: the one per-type cache of TandemSwiftUI.
///
/// Telling a view type apart (primitive or composite, `Equatable` or
/// compared by fields, a list of views or one view) takes dynamic casts to
/// protocols and reflection, each a conformance look-up or a metadata walk,
/// and every view evaluated asks several of these questions. Each answer
/// is found the first time it is asked and kept here, next to the others
/// for the same type, so that a view costs one table look-up however many
/// facts are read.
///
/// The table is keyed by the type's identity and checked on every look-up:
/// the entry found must be for the type asked about (one pointer compare),
/// so that code which casts a value on the strength of an entry (an
/// evaluator's or applier's `unsafeBitCast`) never casts to a type the
/// value does not have. Main actor only: the graph runs there.
@MainActor
final class TypeInfo {
    /// The type these facts are about.
    let type: Any.Type

    /// How the graph evaluates views of this type (``NodeEvaluator``).
    var evaluator: NodeEvaluator?
    /// How two views of this type are compared (``ViewEquality``).
    var viewComparison: ViewEquality.Comparison?
    /// How values of this type compare field by field; `.some(nil)` when
    /// they cannot be (``ViewEquality/fieldPlan(for:)``).
    var fieldPlan: FieldPlan??
    /// How two layouts of this type are compared (``LayoutEquality``).
    var layoutComparer: LayoutComparer?
    /// Where this view type's dynamic properties sit (``DynamicPropertyLayout``).
    var dynamicProperties: DynamicPropertyLayout.Layout?
    /// How a `ModifiedContent` of this type applies its modifier (``ModifierApplier``).
    var modifierApplier: ModifierApplier?
    /// This content type as a tuple of views; `.some(nil)` when it is not one (``ViewTupleLookup``).
    var tupleType: (any ViewTuple.Type)??
    /// Where the views of this tuple type lie (``TupleElements``).
    var tupleElements: TupleElements?
    /// Whether values of this view type are lists of views (``ViewListShape``).
    var isViewList: Bool?
    /// Whether this view type gives its tab an attribute (``TabAttributeTypes``).
    var carriesTabAttributes: Bool?
    /// Whether values of this view type may give their list row a trait (``ListRowTraits/mayBeCarried(by:)``).
    var carriesListRowTraits: Bool?

    private init(type: Any.Type) {
        self.type = type
    }

    // Read for every view evaluated, compared or looked at by a container;
    // only the main actor touches it, and never across a call that could
    // reach it again (a look-up and an insertion are each one short access).
    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    private static var table: [ObjectIdentifier: TypeInfo] = [:]

    /// The facts of `type`, made (empty) the first time.
    static func of(_ type: Any.Type) -> TypeInfo {
        let id = ObjectIdentifier(type)
        if let known = table[id] {
            precondition(known.type == type, "type information is looked up for its own type")
            return known
        }
        let made = TypeInfo(type: type)
        table[id] = made
        return made
    }
}
