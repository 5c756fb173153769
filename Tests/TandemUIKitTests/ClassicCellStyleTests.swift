import Foundation
import TandemGraphics
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// The classic cell styles place `textLabel` and `detailTextLabel` as UIKit does.
@MainActor
@Suite struct ClassicCellStyleTests {
    private func laidOut(_ style: UITableViewCell.CellStyle, text: String, detail: String) -> UITableViewCell {
        let cell = UITableViewCell(style: style, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        cell.textLabel?.text = text
        cell.detailTextLabel?.text = detail
        cell.layoutIfNeeded()
        return cell
    }

    @Test func value1PutsTheDetailAtTheTrailingEdgeInSecondaryColor() throws {
        let cell = laidOut(.value1, text: "Wi-Fi", detail: "Home")
        let text = try #require(cell.textLabel), detail = try #require(cell.detailTextLabel)
        #expect(text.frame.minX == 16)
        #expect(detail.frame.maxX == cell.contentView.bounds.width - 16)
        #expect(detail.textColor == .secondaryLabel && text.textAlignment == .natural)
    }

    @Test func value2RightAlignsTheTextInAColumnAndTheDetailFollowsIt() throws {
        let cell = laidOut(.value2, text: "mobile", detail: "+1 555 0100")
        let text = try #require(cell.textLabel), detail = try #require(cell.detailTextLabel)
        let columnEnd = 16 + UITableViewCell.value2TextColumnWidth
        // The short blue name ends where its column does; the detail starts just after it.
        #expect(text.frame.maxX == columnEnd && text.frame.minX > 16)
        #expect(detail.frame.minX == columnEnd + 8)
        #expect(text.textColor == .systemBlue && text.textAlignment == .right)
        #expect(detail.textColor == .label)
        #expect(abs(text.frame.midY - detail.frame.midY) <= 1, "on one line, centered together")
        // A name longer than the column is cut to it, not spilled over the detail.
        let long = laidOut(.value2, text: "a very long label name", detail: "x")
        #expect(try #require(long.textLabel).frame.width <= UITableViewCell.value2TextColumnWidth)
        #expect(try #require(long.textLabel).frame.minX >= 16)
    }

    @Test func editingMovesTheSeparatorRightWithTheContent() throws {
        let cell = laidOut(.default, text: "Row", detail: "")
        cell.separatorHeight = 1
        cell.layoutIfNeeded()
        #expect(cell.separatorLine.frame.minX == cell.separatorInset.left)
        // A table gives an editing row its delete control.
        cell.editingControlStyle = .delete
        cell.setEditing(true, animated: false)
        cell.layoutIfNeeded()
        // The delete control takes the leading edge; the line starts under the text, as UIKit draws it.
        #expect(cell.contentView.frame.minX == 38)
        #expect(cell.separatorLine.frame.minX == cell.separatorInset.left + 38)
        #expect(cell.separatorLine.frame.maxX == 390)
    }
}
