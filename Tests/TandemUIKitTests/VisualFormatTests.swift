import Foundation
import TandemSupport
import Testing
import UIKit

/// A format UIKit refuses, with the reason and caret column of its exception.
struct BadVisualFormat: Sendable, CustomTestStringConvertible {
    var format: String
    var options: UInt = 0
    var reason: String
    var caret: Int
    var testDescription: String { "\"\(format)\"" }
}

/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`:
/// the constraints each part of the grammar makes, the frames they solve to
/// in a real view tree, the options, and the reports of bad formats.
@MainActor
@Suite struct VisualFormatTests {
    /// A 320×200 root with subviews named `names`, ready for constraints.
    private func tree(_ names: [String] = ["a", "b"]) -> (UIView, [String: UIView]) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        var views: [String: UIView] = [:]
        for name in names {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            views[name] = view
        }
        return (root, views)
    }

    /// The constraints as text, items by name (`root` for the superview):
    /// `b.leading == a.trailing + 8`, `a.width == 50 @750`.
    private func text(_ constraints: [NSLayoutConstraint], _ root: UIView, _ views: [String: UIView]) -> [String] {
        func name(_ item: AnyObject?) -> String {
            if item === root { return "root" }
            return views.first { $0.value === item }?.key ?? "?"
        }
        func number(_ value: CGFloat) -> String {
            value == value.rounded() ? String(Int(value)) : "\(Double(value))"
        }
        return constraints.map { c in
            let relation = c.relation == .equal ? "==" : c.relation == .lessThanOrEqual ? "<=" : ">="
            var line = "\(name(c.firstItem)).\(c.firstAttribute) \(relation) "
            if c.secondItem != nil {
                line += "\(name(c.secondItem)).\(c.secondAttribute)"
                if c.multiplier != 1 { line += " x\(number(c.multiplier))" }
                line += " + \(number(c.constant))"
            } else {
                line += number(c.constant)
            }
            if c.priority != .required { line += " @\(Int(c.priority.rawValue))" }
            return line
        }
    }

    private func activate(
        _ formats: [String], options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil,
        _ views: [String: UIView]
    ) {
        for format in formats {
            NSLayoutConstraint.activate(
                NSLayoutConstraint.constraints(
                    withVisualFormat: format, options: options, metrics: metrics, views: views))
        }
    }

    @Test func formatOptionsHaveUIKitsRawValues() {
        typealias O = NSLayoutConstraint.FormatOptions
        #expect(O.alignAllLeft.rawValue == 2)
        #expect(O.alignAllRight.rawValue == 4)
        #expect(O.alignAllTop.rawValue == 8)
        #expect(O.alignAllBottom.rawValue == 16)
        #expect(O.alignAllLeading.rawValue == 32)
        #expect(O.alignAllTrailing.rawValue == 64)
        #expect(O.alignAllCenterX.rawValue == 512)
        #expect(O.alignAllCenterY.rawValue == 1024)
        #expect(O.alignAllLastBaseline.rawValue == 2048)
        #expect(O.alignAllFirstBaseline.rawValue == 4096)
        #expect(O.alignmentMask.rawValue == 0xFFFF)
        #expect(O.directionLeadingToTrailing.rawValue == 0)
        #expect(O.directionLeftToRight.rawValue == 0x10000)
        #expect(O.directionRightToLeft.rawValue == 0x20000)
        #expect(O.directionMask.rawValue == 0x30000)
        #expect(O.spacingEdgeToEdge.rawValue == 0)
        #expect(O.spacingBaselineToBaseline.rawValue == 0x80000)
        #expect(O.spacingMask.rawValue == 0x80000)
    }

    @Test func standardSpacingAndEqualWidthsAreMadeInactiveAndSolve() {
        let (root, views) = tree()
        let constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-[a]-[b(==a)]-|", metrics: nil, views: views)
        #expect(
            text(constraints, root, views) == [
                "a.leading == root.leading + 20",
                "b.leading == a.trailing + 8",
                "b.width == a.width + 0",
                "root.trailing == b.trailing + 20",
            ])
        #expect(constraints.allSatisfy { !$0.isActive })
        #expect(root.constraints.isEmpty)

        NSLayoutConstraint.activate(constraints)
        activate(["V:|-[a(30)]", "V:|-[b(==a)]"], views)
        root.layoutIfNeeded()
        #expect(views["a"]?.frame == CGRect(x: 20, y: 20, width: 136, height: 30))
        #expect(views["b"]?.frame == CGRect(x: 164, y: 20, width: 136, height: 30))
    }

    @Test func explicitSpacingToTheSuperviewWithTheDefaultOrientation() {
        let (root, views) = tree(["a"])
        let horizontal = NSLayoutConstraint.constraints(withVisualFormat: "|-50-[a]-50-|", metrics: nil, views: views)
        let vertical = NSLayoutConstraint.constraints(withVisualFormat: "V:|-10-[a]-10-|", metrics: nil, views: views)
        #expect(
            text(horizontal, root, views) == ["a.leading == root.leading + 50", "root.trailing == a.trailing + 50"])
        #expect(text(vertical, root, views) == ["a.top == root.top + 10", "root.bottom == a.bottom + 10"])
        NSLayoutConstraint.activate(horizontal + vertical)
        root.layoutIfNeeded()
        #expect(views["a"]?.frame == CGRect(x: 50, y: 10, width: 220, height: 180))
    }

    @Test func verticalLayoutUsesTopBottomAndHeight() {
        let (root, views) = tree()
        let constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-10-[a(40)]-15-[b(30)]", metrics: nil, views: views)
        #expect(
            text(constraints, root, views) == [
                "a.top == root.top + 10", "a.height == 40", "b.top == a.bottom + 15", "b.height == 30",
            ])
        NSLayoutConstraint.activate(constraints)
        activate(["H:|[a(100)]", "H:|[b(100)]"], views)
        root.layoutIfNeeded()
        #expect(views["a"]?.frame == CGRect(x: 0, y: 10, width: 100, height: 40))
        #expect(views["b"]?.frame == CGRect(x: 0, y: 65, width: 100, height: 30))
    }

    @Test func flushViewsTouch() {
        let (root, views) = tree()
        let constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|[a(100)][b(60)]", metrics: nil, views: views)
        #expect(
            text(constraints, root, views) == [
                "a.leading == root.leading + 0", "a.width == 100", "b.leading == a.trailing + 0", "b.width == 60",
            ])
        NSLayoutConstraint.activate(constraints)
        activate(["V:|[a(10)]", "V:|[b(10)]"], views)
        root.layoutIfNeeded()
        #expect(views["a"]?.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
        #expect(views["b"]?.frame == CGRect(x: 100, y: 0, width: 60, height: 10))
    }

    @Test func multiplePredicatesWithRelationsAndPriorities() {
        let (root, views) = tree()
        let a = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|[a(>=70,<=100,200@250)]", metrics: nil, views: views)
        #expect(
            text(a, root, views) == [
                "a.leading == root.leading + 0", "a.width >= 70", "a.width <= 100", "a.width == 200 @250",
            ])
        NSLayoutConstraint.activate(a)
        activate(["H:|[b(>=70,<=100,10@250)]", "V:|[a(10)]-[b(10)]"], views)
        root.layoutIfNeeded()
        #expect(views["a"]?.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
        #expect(views["b"]?.frame == CGRect(x: 0, y: 18, width: 70, height: 10))
    }

    @Test(arguments: [(40.0, 60.0), (150.0, 30.0)])
    func connectionPredicatesWithMetricsAndPriorities(gap: Double, x: Double) {
        let (root, views) = tree()
        let metrics: [String: Any] = ["side": 30, "gap": gap, "low": 750]
        let constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-(>=side)-[a(100)]-(==gap@low)-[b(100)]-20-|", metrics: metrics, views: views)
        #expect(
            text(constraints, root, views) == [
                "a.leading >= root.leading + 30", "a.width == 100", "b.leading == a.trailing + \(Int(gap)) @750",
                "b.width == 100", "root.trailing == b.trailing + 20",
            ])
        NSLayoutConstraint.activate(constraints)
        activate(["V:|[a(10)]", "V:|[b(10)]"], views)
        root.layoutIfNeeded()
        // The gap gives way to the required distance from the edge.
        #expect(views["a"]?.frame == CGRect(x: x, y: 0, width: 100, height: 10))
        #expect(views["b"]?.frame == CGRect(x: 200, y: 0, width: 100, height: 10))
    }

    @Test func metricsOfEveryNumberType() {
        let (root, views) = tree()
        let metrics: [String: Any] = [
            "i": 10, "d": 50.5, "c": CGFloat(12), "n": NSNumber(value: 30), "f": Float(7), "p": UILayoutPriority(500),
        ]
        let constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-i-[a(d)]-c-[b(n)]-(f@p)-|", metrics: metrics, views: views)
        #expect(
            text(constraints, root, views) == [
                "a.leading == root.leading + 10", "a.width == 50.5", "b.leading == a.trailing + 12", "b.width == 30",
                "root.trailing == b.trailing + 7 @500",
            ])
    }

    @Test func viewPredicatesRelateSizesAlongTheAxis() {
        let (root, views) = tree()
        let vertical = NSLayoutConstraint.constraints(withVisualFormat: "V:[a(==b)]", metrics: nil, views: views)
        let horizontal = NSLayoutConstraint.constraints(
            withVisualFormat: "H:[a(>=b@p,100@20)]", metrics: ["p": 600], views: views)
        #expect(text(vertical, root, views) == ["a.height == b.height + 0"])
        #expect(text(horizontal, root, views) == ["a.width >= b.width + 0 @600", "a.width == 100 @20"])
    }

    @Test func alignmentOptionsRelateConsecutiveViews() {
        let (root, views) = tree(["a", "b", "c"])
        let constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-[a(50)]-[b(60)]-[c(70)]", options: [.alignAllTop, .alignAllBottom], metrics: nil,
            views: views)
        #expect(
            text(constraints, root, views) == [
                "a.leading == root.leading + 20", "a.width == 50",
                "b.leading == a.trailing + 8", "b.width == 60", "a.top == b.top + 0", "a.bottom == b.bottom + 0",
                "c.leading == b.trailing + 8", "c.width == 70", "b.top == c.top + 0", "b.bottom == c.bottom + 0",
            ])
        NSLayoutConstraint.activate(constraints)
        activate(["V:|-30-[a(40)]"], views)
        root.layoutIfNeeded()
        #expect(views["b"]?.frame == CGRect(x: 78, y: 30, width: 60, height: 40))
        #expect(views["c"]?.frame == CGRect(x: 146, y: 30, width: 70, height: 40))
    }

    @Test func verticalFormatsAlignOnHorizontalAttributes() {
        let (root, views) = tree()
        let constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-[a(20)]-[b(20)]", options: .alignAllCenterX, metrics: nil, views: views)
        #expect(
            text(constraints, root, views) == [
                "a.top == root.top + 20", "a.height == 20", "b.top == a.bottom + 8", "b.height == 20",
                "a.centerX == b.centerX + 0",
            ])
        NSLayoutConstraint.activate(constraints)
        activate(["H:|-40-[a(100)]", "H:[b(50)]"], views)
        root.layoutIfNeeded()
        #expect(views["b"]?.frame == CGRect(x: 65, y: 48, width: 50, height: 20))
    }

    @Test func directionOptionsChooseLeftAndRight() {
        let format = "H:|-10-[a(50)]-5-[b(50)]"
        let (root, views) = tree()
        let leftToRight = NSLayoutConstraint.constraints(
            withVisualFormat: format, options: .directionLeftToRight, metrics: nil, views: views)
        #expect(
            text(leftToRight, root, views) == [
                "a.left == root.left + 10", "a.width == 50", "b.left == a.right + 5", "b.width == 50",
            ])
        let rightToLeft = NSLayoutConstraint.constraints(
            withVisualFormat: format, options: .directionRightToLeft, metrics: nil, views: views)
        #expect(
            text(rightToLeft, root, views) == [
                "root.right == a.right + 10", "a.width == 50", "a.left == b.right + 5", "b.width == 50",
            ])
        NSLayoutConstraint.activate(rightToLeft)
        activate(["V:|[a(10)]", "V:|[b(10)]"], views)
        root.layoutIfNeeded()
        #expect(views["a"]?.frame == CGRect(x: 260, y: 0, width: 50, height: 10))
        #expect(views["b"]?.frame == CGRect(x: 205, y: 0, width: 50, height: 10))

        // The direction options leave vertical formats alone.
        let vertical = NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-10-[a]", options: .directionRightToLeft, metrics: nil, views: views)
        #expect(text(vertical, root, views) == ["a.top == root.top + 10"])
    }

    @Test func leadingToTrailingFollowsTheLayoutDirection() {
        let (root, views) = tree()
        for view in [root] + views.values { view.semanticContentAttribute = .forceRightToLeft }
        activate(["H:|-10-[a(50)]-5-[b(50)]", "V:|[a(10)]", "V:|[b(10)]"], views)
        root.layoutIfNeeded()
        #expect(views["a"]?.frame == CGRect(x: 260, y: 0, width: 50, height: 10))
        #expect(views["b"]?.frame == CGRect(x: 205, y: 0, width: 50, height: 10))
    }

    @Test func baselineSpacingRelatesBaselinesBetweenViews() {
        let (root, views) = tree()
        let constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-[a]-12-[b]-|", options: .spacingBaselineToBaseline, metrics: nil, views: views)
        #expect(
            text(constraints, root, views) == [
                "a.top == root.top + 20", "b.firstBaseline == a.lastBaseline + 12", "root.bottom == b.bottom + 20",
            ])
    }

    @Test func spacesBetweenTokensAreSkipped() {
        let (root, views) = tree(["a"])
        let constraints = NSLayoutConstraint.constraints(
            withVisualFormat: " V: | - 10 - [ a ( >= 40 @ 500 ) ] ", metrics: nil, views: views)
        #expect(text(constraints, root, views) == ["a.top == root.top + 10", "a.height >= 40 @500"])
    }

    nonisolated static let badFormats: [BadVisualFormat] = [
        BadVisualFormat(format: "H:|-[missing]-|", reason: "missing is not a key in the views dictionary.", caret: 12),
        BadVisualFormat(format: "H:|-gapp-[a]", reason: "gapp is not a key in the metrics dictionary.", caret: 8),
        BadVisualFormat(format: "H:[a]-(==b)-[b]", reason: "b is not a key in the metrics dictionary.", caret: 10),
        BadVisualFormat(
            format: "H:[a(wide)]", reason: "wide is not a key in the metrics or views dictionary.", caret: 9),
        BadVisualFormat(
            format: "H:[a][notAView]", reason: "The views dictionary's value for notAView is not a view.", caret: 14),
        BadVisualFormat(
            format: "H:[a(word)]", reason: "The metrics dictionary's value for word is not a number.", caret: 9),
        BadVisualFormat(format: "H:|-[a", reason: "Expected ']'", caret: 6),
        BadVisualFormat(format: "H:[a]-(>8)-[b]", reason: "Unknown relation. Must be ==, >=, or <=", caret: 7),
        BadVisualFormat(format: "H:[a]-", reason: "Expected a view", caret: 6),
        BadVisualFormat(format: "", reason: "Expected a view", caret: 0),
        BadVisualFormat(format: "H:[a]|[b]", reason: "Expected the end of the format after '|'", caret: 6),
        BadVisualFormat(format: "H:[a]x", reason: "Expected a '-', a view or '|'", caret: 5),
        BadVisualFormat(format: "H:[a]-8[b]", reason: "Expected '-'", caret: 7),
        BadVisualFormat(format: "H:[a(>=)]", reason: "Expected a number, a metric or a view name", caret: 7),
        BadVisualFormat(format: "H:[a(50]", reason: "Expected ')' or ','", caret: 7),
        BadVisualFormat(format: "H:[]", reason: "Expected a view name", caret: 3),
        BadVisualFormat(
            format: "H:|-[lonely]",
            reason: "Unable to interpret '|' character, because the related view doesn't have a superview", caret: 2),
        BadVisualFormat(
            format: "H:[a]-[b]", options: NSLayoutConstraint.FormatOptions.alignAllLeft.rawValue,
            reason: "Options mask required views to be aligned on a horizontal edge, "
                + "which is not allowed for layout that is also horizontal.",
            caret: 9),
        BadVisualFormat(
            format: "V:[a]-[b]", options: NSLayoutConstraint.FormatOptions.alignAllTop.rawValue,
            reason: "Options mask required views to be aligned on a vertical edge, "
                + "which is not allowed for layout that is also vertical.",
            caret: 9),
        BadVisualFormat(
            format: "H:[a]-[b]", options: NSLayoutConstraint.FormatOptions.spacingBaselineToBaseline.rawValue,
            reason: "Options mask required spacing to be measured baseline to baseline, "
                + "which is not allowed for layout that is horizontal.",
            caret: 9),
    ]

    @Test(arguments: badFormats)
    func badFormatIsReportedAndMakesNoConstraints(_ bad: BadVisualFormat) {
        let (_, views) = tree()
        var all: [String: Any] = views
        all["lonely"] = UIView()
        all["notAView"] = 5
        let constraints = NSLayoutConstraint.constraints(
            withVisualFormat: bad.format, options: NSLayoutConstraint.FormatOptions(rawValue: bad.options),
            metrics: ["gap": 8, "word": "wide"], views: all)
        #expect(constraints.isEmpty)
        let caretLine = String(repeating: " ", count: bad.caret) + "^"
        let expected =
            "[Tandem NSLayoutConstraint] Unable to parse constraint format: \(bad.reason)\n\(bad.format)\n\(caretLine)"
        #expect(Diagnostics.messages.contains(expected))
    }
}
