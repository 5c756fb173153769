import Foundation

/// A visual format string, parsed, with its view and metric names resolved:
/// what ``VisualFormatParser`` hands ``VisualFormatBuilder``. The views are
/// held strongly only while the constraints are made.
struct VisualFormat {
    /// The axis the format lays views out along (`H:` or `V:`).
    enum Orientation {
        case horizontal, vertical
    }

    /// What a predicate relates to: a number (or metric), or another view's
    /// size (only in a view's predicates).
    enum Object {
        case constant(CGFloat)
        case view(UIView)
    }

    /// One `(relation)object(@priority)` of a predicate list.
    struct Predicate {
        var relation: NSLayoutConstraint.Relation
        var object: Object
        var priority: UILayoutPriority
    }

    /// The space between two neighbors of the format.
    enum Connection {
        /// Nothing between them (`[a][b]`, `|[a]`): a spacing of zero.
        case flush
        /// A lone `-`: the standard spacing, which depends on the neighbors.
        case standard
        /// `-8-`, `-metric-`, `-(>=8,<=20@750)-`.
        case predicates([Predicate])
    }

    /// A `[name(predicates)]`.
    struct View {
        var view: UIView
        /// The predicates on the view's size along the format's axis.
        var predicates: [Predicate]
    }

    /// A `|` and its connection to the view next to it.
    struct Edge {
        /// Where the `|` stands in the format, for the caret of an error.
        var position: Int
        var connection: Connection
    }

    var orientation: Orientation = .horizontal
    /// The `|` before the first view, if any.
    var leadingEdge: Edge?
    /// The views, in the order of the format: at least one.
    var views: [View] = []
    /// The connection between `views[i]` and `views[i + 1]`.
    var connections: [Connection] = []
    /// The `|` after the last view, if any.
    var trailingEdge: Edge?
    /// The length of the format, where an error about the whole format points.
    var length = 0
}
