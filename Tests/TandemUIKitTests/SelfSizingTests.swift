import Foundation
import TandemTestSupport
import Testing
import UIKit

@MainActor
@Suite struct SelfSizingTests {
    /// A cell-like container: a wrapped label pinned inside 16-point padding.
    private func makeCell(text: String) -> (UIView, UILabel) {
        let cell = UIView()
        let label = UILabel()
        label.numberOfLines = 0
        label.text = text
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 16),
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            cell.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 16),
            cell.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 16),
        ])
        return (cell, label)
    }

    private let text = "Self-sizing cells ask their content how tall it is at the width the table gives them."

    @Test func aRequiredWidthRewrapsTextAndReportsTheTallerHeight() {
        let (cell, label) = makeCell(text: text)
        let wide = cell.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        let narrow = cell.systemLayoutSizeFitting(
            CGSize(width: 120, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(wide.width == 300)
        #expect(narrow.width == 120)
        // The label's own measurement at the inner widths, plus the padding.
        let atWide = label.sizeThatFits(CGSize(width: 268, height: CGFloat.greatestFiniteMagnitude)).height
        let atNarrow = label.sizeThatFits(CGSize(width: 88, height: CGFloat.greatestFiniteMagnitude)).height
        #expect(atNarrow > atWide)
        #expect(wide.height == atWide + 32)
        #expect(narrow.height == atNarrow + 32)
    }

    @Test func measuringLeavesTheLiveLayoutExactlyAsItWas() {
        let window = makeWindow(width: 320, height: 600)
        let (cell, label) = makeCell(text: text)
        // Placed by its frame, as a table places its cells, at its fitting height.
        let fitting = cell.systemLayoutSizeFitting(
            CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        cell.frame = CGRect(origin: CGPoint(x: 0, y: 40), size: fitting)
        window.addSubview(cell)
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 16, y: 16, width: 288, height: fitting.height - 32))
        let before = (cell.frame, label.frame, label.intrinsicContentSize)
        let pixels = window.tandemSnapshot()
        let narrow = cell.systemLayoutSizeFitting(
            CGSize(width: 100, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(narrow.height > before.0.height)
        window.layoutIfNeeded()
        #expect(cell.frame == before.0)
        #expect(label.frame == before.1)
        #expect(label.intrinsicContentSize == before.2)
        let after = window.tandemSnapshot()
        for (x, y) in [(20, 60), (100, 62), (200, 70), (300, 80)] {
            #expect(after.pixel(x, y) == pixels.pixel(x, y))
        }
    }
}
