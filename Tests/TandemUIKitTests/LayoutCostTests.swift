import Foundation
import Testing

@testable import TandemSolver
@testable import TandemUIKit

/// How much solver work Auto Layout does, counted: a first layout and a
/// one-label change must cost what they reach, not grow with the screen.
@MainActor
@Suite struct LayoutCostTests {
    /// Labels in a vertical stack in a scroll view, as the GTK side-by-side benchmark builds them.
    @MainActor final class Screen {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let scroll = UIScrollView()
        let stack = UIStackView()
        var labels: [UILabel] = []

        /// With `constraints`, the stack's constraints are read before the
        /// first layout, so that it solves its arrangement with them instead
        /// of placing its views itself (`StackDirectArrangement`).
        init(count: Int, alignment: UIStackView.Alignment, constraints: Bool = true) {
            root.addSubview(scroll)
            scroll.frame = root.bounds
            stack.axis = .vertical
            stack.spacing = 8
            stack.alignment = alignment
            stack.translatesAutoresizingMaskIntoConstraints = false
            scroll.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 16),
                stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -16),
                stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor, constant: 16),
                stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -32),
            ])
            for i in 0..<count {
                let label = UILabel()
                label.text = "Row \(i): \(i % 3 == 0 ? "a longer line of text that fills the row" : "short")"
                stack.addArrangedSubview(label)
                labels.append(label)
            }
            if constraints { _ = stack.constraints }
        }

        var solver: Solver { root.layoutState!.engine!.solver }
    }

    /// Rows 8 apart at the stack's inset, the stack as tall as its rows,
    /// each row as wide as the stack (filling) or as its text, at most the stack.
    func expectRowsLaidOut(_ screen: Screen, alignment: UIStackView.Alignment) {
        let first = screen.labels[0].frame, second = screen.labels[1].frame
        #expect(first.minY == 0 && first.minX == 0)
        #expect(second.minY == first.maxY + 8)
        #expect(screen.stack.frame == CGRect(x: 16, y: 16, width: 358, height: screen.labels.last!.frame.maxY))
        #expect(screen.scroll.contentSize.height == screen.stack.frame.maxY + 16)
        if alignment == .fill {
            #expect(screen.labels.allSatisfy { $0.frame.width == 358 })
        } else {
            #expect(screen.labels.allSatisfy { $0.frame.width == min(358, $0.intrinsicContentSize.width) })
        }
    }

    @Test(arguments: [UIStackView.Alignment.fill, .leading])
    func aFirstLayoutEntersEveryConstraintWithoutTheArtificialPhase(alignment: UIStackView.Alignment) {
        let screen = Screen(count: 150, alignment: alignment)
        screen.root.layoutIfNeeded()
        let stats = screen.solver.statistics
        // Required equalities become definitions, the rest rows with a
        // subject at once. Only a label wider than the stack, leading-aligned,
        // breaks a bound its intrinsic width set, and needs the artificial
        // phase and pivots to compress it.
        let overflowing = alignment == .fill ? 0 : screen.labels.filter { $0.intrinsicContentSize.width > 358 }.count
        if alignment == .leading { #expect(overflowing > 10 && overflowing < 150) }
        // (A few more for the scroll view's own guides.)
        #expect(stats.artificialAdds <= overflowing + 8)
        #expect(stats.pivots <= 2 * (overflowing + 8))
        #expect(stats.definitions >= 2 * 150)
        // And the layout is right.
        expectRowsLaidOut(screen, alignment: alignment)
    }

    @Test func oneLabelsNewTextMovesConstantsInPlaceAndOnlyTheViewsBelow() {
        let screen = Screen(count: 150, alignment: .leading)
        screen.root.layoutIfNeeded()
        let before = screen.solver.statistics
        let above = screen.labels[..<75].map(\.frame), below = screen.labels[76...].map(\.frame)
        screen.labels[75].text = "A longer text than the row had"
        screen.root.layoutIfNeeded()
        let after = screen.solver.statistics
        // The label's width constraints (hugging and compression resistance,
        // one solver equality) moved in place: nothing removed or re-added.
        #expect(after.constantsChangedInPlace - before.constantsChangedInPlace == 1)
        #expect(after.directRows == before.directRows && after.definitions == before.definitions)
        #expect(after.pivots - before.pivots <= 2)
        #expect(screen.labels[..<75].map(\.frame) == above)
        #expect(screen.labels[75].frame.width == screen.labels[75].intrinsicContentSize.width)
        #expect(zip(screen.labels[76...], below).allSatisfy { $0.frame.minX == $1.minX && $0.frame.size == $1.size })
    }

    /// The same screen with the stack placing its labels itself: the solver
    /// holds the scroll view's and the stack's own constraints, not a row
    /// per label, and one label's new text moves the stack's content-size
    /// constants in place.
    @Test(arguments: [UIStackView.Alignment.fill, .leading])
    func aStackPlacingItsViewsKeepsThemOutOfTheSolver(alignment: UIStackView.Alignment) {
        let screen = Screen(count: 150, alignment: alignment, constraints: false)
        screen.root.layoutIfNeeded()
        #expect(screen.stack.arrangesDirectly)
        let stats = screen.solver.statistics
        #expect(stats.definitions + stats.directRows + stats.artificialAdds < 40)
        expectRowsLaidOut(screen, alignment: alignment)
        let above = screen.labels[..<75].map(\.frame), below = screen.labels[76...].map(\.frame)
        screen.labels[75].text = "A longer text than the row had"
        screen.root.layoutIfNeeded()
        let after = screen.solver.statistics
        #expect(after.constantsChangedInPlace - stats.constantsChangedInPlace <= 4)
        #expect(after.directRows == stats.directRows && after.definitions == stats.definitions)
        #expect(screen.labels[..<75].map(\.frame) == above)
        #expect(zip(screen.labels[76...], below).allSatisfy { $0.frame.minX == $1.minX && $0.frame.size == $1.size })
        #expect(screen.stack.arrangesDirectly)
    }

    /// Appending a view changes the stack's arrangement at its end only:
    /// every other constraint object stays (UIKit keeps them too), and the
    /// solver rebuilds at most once, not once per removed constraint.
    @Test func appendingAViewKeepsTheStacksOtherConstraints() {
        let screen = Screen(count: 150, alignment: .leading)
        screen.root.layoutIfNeeded()
        let before = Set(screen.stack.constraints.map(ObjectIdentifier.init))
        let rebuilds = screen.solver.statistics.rebuilds
        let label = UILabel()
        label.text = "Appended"
        screen.stack.addArrangedSubview(label)
        screen.root.layoutIfNeeded()
        let after = Set(screen.stack.constraints.map(ObjectIdentifier.init))
        // Only the closing edge of the old last view went.
        #expect(before.subtracting(after).count == 1)
        // Spacing, the new closing edge, and the new view's two alignment constraints came.
        #expect(after.subtracting(before).count == 4)
        #expect(screen.solver.statistics.rebuilds - rebuilds <= 1)
        #expect(label.frame.minY == screen.labels.last!.frame.maxY + 8)
        #expect(screen.stack.frame.height == label.frame.maxY)
        #expect(screen.scroll.contentSize.height == screen.stack.frame.maxY + 16)
    }

    /// Hiding a view takes its constraints and its neighbours' spacing out, nothing else.
    @Test func hidingAViewSwapsOnlyItsNeighboursSpacing() {
        let screen = Screen(count: 150, alignment: .leading)
        screen.root.layoutIfNeeded()
        let before = Set(screen.stack.constraints.map(ObjectIdentifier.init))
        screen.labels[50].isHidden = true
        screen.root.layoutIfNeeded()
        let after = Set(screen.stack.constraints.map(ObjectIdentifier.init))
        // Its two spacings and two alignment constraints went; one spacing came.
        #expect(before.subtracting(after).count == 4)
        #expect(after.subtracting(before).count == 1)
        #expect(screen.labels[51].frame.minY == screen.labels[49].frame.maxY + 8)
        screen.labels[50].isHidden = false
        screen.root.layoutIfNeeded()
        #expect(screen.labels[50].frame.minY == screen.labels[49].frame.maxY + 8)
        #expect(screen.labels[51].frame.minY == screen.labels[50].frame.maxY + 8)
    }
}
