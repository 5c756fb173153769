import Foundation
import TandemTestSupport
import Testing
import UIKit

/// A view with a fixed intrinsic size, like a label of known text.
final class SizedView: UIView {
    var size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError() }
    override var intrinsicContentSize: CGSize { size }
}

@MainActor
@Suite struct StackViewTests {
    /// A horizontal stack 300 wide and 50 high holding views of widths 40, 60, 80.
    func makeStack(_ distribution: UIStackView.Distribution, spacing: CGFloat = 10) -> (
        UIView, UIStackView, [SizedView]
    ) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        let views = [SizedView(40, 20), SizedView(60, 30), SizedView(80, 40)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = distribution
        stack.spacing = spacing
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        return (root, stack, views)
    }

    @Test func fillGivesTheSlackToTheViewThatHugsLeast() {
        let (root, _, views) = makeStack(.fill)
        views[1].setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        root.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 40, height: 50))
        #expect(views[1].frame == CGRect(x: 50, y: 0, width: 160, height: 50))
        #expect(views[2].frame == CGRect(x: 220, y: 0, width: 80, height: 50))
    }

    @Test func fillEquallyGivesEqualWidths() {
        let (root, _, views) = makeStack(.fillEqually)
        root.layoutIfNeeded()
        #expect(views.allSatisfy { abs($0.frame.width - 280.0 / 3) < 1 })
        #expect(views[0].frame.minX == 0)
        #expect(views[2].frame.maxX == 300)
    }

    @Test func fillProportionallyFollowsIntrinsicWidths() {
        let (root, _, views) = makeStack(.fillProportionally)
        root.layoutIfNeeded()
        // 280 points shared 40:60:80 → 62.2, 93.3, 124.4; edges snap to whole pixels.
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 62, height: 50))
        #expect(views[1].frame == CGRect(x: 72, y: 0, width: 94, height: 50))
        #expect(views[2].frame == CGRect(x: 176, y: 0, width: 124, height: 50))
    }

    @Test func equalSpacingSharesTheGaps() {
        let (root, _, views) = makeStack(.equalSpacing)
        root.layoutIfNeeded()
        // 300 - 180 = 120 of gaps, 60 each.
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 40, height: 50))
        #expect(views[1].frame == CGRect(x: 100, y: 0, width: 60, height: 50))
        #expect(views[2].frame == CGRect(x: 220, y: 0, width: 80, height: 50))
    }

    @Test func equalCenteringSpacesTheCenters() {
        let (root, _, views) = makeStack(.equalCentering)
        root.layoutIfNeeded()
        // Centers at 20 and 260 (the edges are pinned), so the middle one at 140.
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 40, height: 50))
        #expect(views[1].frame == CGRect(x: 110, y: 0, width: 60, height: 50))
        #expect(views[2].frame == CGRect(x: 220, y: 0, width: 80, height: 50))
    }

    @Test func alignmentAndHiddenViews() {
        let (root, stack, views) = makeStack(.fill)
        stack.alignment = .center
        views[2].setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        root.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 0, y: 15, width: 40, height: 20))
        #expect(views[1].frame == CGRect(x: 50, y: 10, width: 60, height: 30))
        stack.alignment = .top
        root.layoutIfNeeded()
        #expect(views[1].frame.minY == 0)
        stack.alignment = .bottom
        root.layoutIfNeeded()
        #expect(views[1].frame.maxY == 50)
        views[1].isHidden = true
        root.layoutIfNeeded()
        #expect(views[2].frame.minX == 50)
        #expect(views[2].frame.maxX == 300)
    }

    @Test func aVerticalStackSizesItselfFromItsContent() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 500))
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let labels = (0..<3).map { i -> UILabel in
            let label = UILabel()
            label.text = "Row \(i)"
            stack.addArrangedSubview(label)
            return label
        }
        root.layoutIfNeeded()
        let h = labels[0].intrinsicContentSize.height
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 200, height: 3 * h + 8))
        #expect(labels[2].frame == CGRect(x: 0, y: 2 * h + 8, width: 200, height: h))
        labels[1].text = "Row 1\nwith a second line"
        labels[1].numberOfLines = 0
        root.layoutIfNeeded()
        #expect(labels[1].frame.height > h * 1.8)
        #expect(labels[2].frame.minY == labels[1].frame.maxY + 4)
        stack.removeArrangedSubview(labels[0])
        #expect(labels[0].superview === stack)
        labels[0].removeFromSuperview()
        root.layoutIfNeeded()
        #expect(labels[1].frame.minY == 0)
    }
}

@MainActor
@Suite struct RightToLeftTests {
    @Test func leadingAndTrailingFollowTheLayoutDirection() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        root.semanticContentAttribute = .forceRightToLeft
        let a = UIView(), b = UIView()
        for v in [a, b] {
            v.semanticContentAttribute = .forceRightToLeft
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            NSLayoutConstraint.activate([
                v.widthAnchor.constraint(equalToConstant: 50), v.heightAnchor.constraint(equalToConstant: 10),
                v.topAnchor.constraint(equalTo: root.topAnchor),
            ])
        }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 5),
        ])
        root.layoutIfNeeded()
        #expect(a.frame.minX == 240)  // 10 from the right edge
        #expect(b.frame.minX == 185)  // 5 further left
    }

    /// UIKit reads leading and trailing in the direction of the view a
    /// constraint lives in: a view forced right to left inside a
    /// left-to-right one sits at its left, and lays its own subviews out
    /// from its right (Cosmos's right-to-left rating row in a stack).
    @Test func aViewForcedRightToLeftSitsAtItsSuperviewsLeadingEdge() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let row = UIView()
        row.semanticContentAttribute = .forceRightToLeft
        row.translatesAutoresizingMaskIntoConstraints = false
        let star = UIView()
        star.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(row)
        row.addSubview(star)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            row.topAnchor.constraint(equalTo: root.topAnchor), row.widthAnchor.constraint(equalToConstant: 120),
            row.heightAnchor.constraint(equalToConstant: 20),
            star.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 5),
            star.widthAnchor.constraint(equalToConstant: 20), star.heightAnchor.constraint(equalToConstant: 20),
            star.topAnchor.constraint(equalTo: row.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(row.frame.minX == 20)
        #expect(star.frame.maxX == 115)
        // In a leading-aligned vertical stack, by constraints or placed directly.
        let stack = UIStackView(arrangedSubviews: [SizedView(120, 20)])
        stack.arrangedSubviews[0].semanticContentAttribute = .forceRightToLeft
        stack.axis = .vertical
        stack.alignment = .leading
        stack.frame = CGRect(x: 20, y: 0, width: 200, height: 40)
        root.addSubview(stack)
        root.layoutIfNeeded()
        #expect(stack.arrangedSubviews[0].frame.minX == 0)
        // Turning the superview right to left moves the row to its right edge.
        root.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        #expect(row.frame.maxX == 280)
    }

    @Test func horizontalStacksArrangeFromTheRightInRightToLeft() {
        let window = makeWindow(width: 300, height: 100)
        window.traitOverrides.layoutDirection = .rightToLeft
        let root = window.rootViewController!.view!
        let views = [SizedView(40, 20), SizedView(60, 20)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        window.layoutIfNeeded()
        #expect(views[0].frame.maxX == stack.bounds.width)
        #expect(views[1].frame.maxX == views[0].frame.minX - 10)
        #expect(stack.frame.minX == 0)
    }
}
