import Foundation
import TandemSupport

extension NSLayoutConstraint {
    /// Creates the constraints an ASCII-art-like visual format describes, as
    /// UIKit's does: `"H:|-[name]-[email(==name)]-|"` makes four constraints.
    /// The constraints are not activated: pass them to ``activate(_:)``.
    ///
    /// The format follows the Visual Format Language of Apple's Auto Layout
    /// Guide: an orientation (`H:`, the default, or `V:`); `|` for the
    /// superview of the view next to it; views as `[name]` with optional size
    /// predicates (`[button(>=50)]`, `[a(==b)]`, `[a(>=70,<=100)]`,
    /// `[a(100@750)]`); connections between them: none (flush), `-` (the
    /// standard spacing: 8 points between siblings, 20 to the superview's
    /// edge), `-8-`, `-metric-`, or `-(>=8,<=20@750)-`. Relations are `==`
    /// (the default), `<=` and `>=`; priorities follow `@` as numbers or
    /// metrics. A spacing constraint relates the later edge to the earlier
    /// one with the spacing as its constant (`[a]-8-[b]` is
    /// `b.leading == a.trailing + 8`). The constraints are returned in the
    /// order of the format.
    ///
    /// Horizontal formats use leading and trailing edges, or left and right
    /// ones with `.directionLeftToRight` or `.directionRightToLeft` (which
    /// places the first view at the right). `.spacingBaselineToBaseline`
    /// measures the spacing between the views of a vertical format from
    /// the upper view's last baseline to the lower view's first baseline.
    /// An alignment option (such as `.alignAllTop` in a horizontal format)
    /// relates that attribute of each view to the next view's: the options
    /// may be combined, and must lie across the format's axis.
    ///
    /// UIKit raises `NSInvalidArgumentException` on a format it cannot use: a
    /// syntax error, a name that is not a key of `views` (or of `metrics`),
    /// a value that is not a view (or a number), an alignment option along
    /// the format's axis, baseline spacing in a horizontal format, or a `|`
    /// next to a view without a superview. Tandem reports the exception's
    /// text instead — "Unable to parse constraint format: " with the reason,
    /// the format and a caret line under the offending character — through
    /// its diagnostics, and returns an empty array: nothing crashes.
    ///
    /// - Parameters:
    ///   - format: The visual format.
    ///   - opts: Alignment, direction and spacing options for all the views
    ///     in the format.
    ///   - metrics: The values of the metric names the format uses: numbers
    ///     (`NSNumber`, `Int`, `Double`, `CGFloat` or any other Swift number).
    ///   - views: The views the format names, by name.
    /// - Returns: The constraints, inactive; empty if the format is invalid.
    public class func constraints(
        withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
        metrics: [String: Any]?, views: [String: Any]
    ) -> [NSLayoutConstraint] {
        do throws(VisualFormatError) {
            var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
            let parsed = try parser.parse()
            return try VisualFormatBuilder(format: parsed, options: opts).constraints()
        } catch {
            Diagnostics.report("NSLayoutConstraint", error.message(in: format))
            return []
        }
    }
}
