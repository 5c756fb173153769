import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// Whole screens compared with reference images (Tests/References): a
/// large-title navigation bar, an inset-grouped table, an alert, and a
/// sheet over a dimmed presenter. A change that moves a line or a color
/// shows up here; record new references with TANDEM_RECORD_REFERENCES=1
/// after looking at the `.new.png` the failure leaves.
@MainActor
@Suite struct ReferenceImageTests {
    final class Rows: NSObject, UITableViewDataSource {
        func numberOfSections(in tableView: UITableView) -> Int { 2 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 2 : 3 }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            section == 0 ? "Account" : "Display"
        }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            var content = UIListContentConfiguration.valueCell()
            content.text =
                ["Name", "Email", "Text Size", "Bold Text", "Appearance"][indexPath.section * 2 + indexPath.row]
            content.secondaryText =
                ["Ada", "ada@example.org", "Large", "Off", "Light"][indexPath.section * 2 + indexPath.row]
            cell.contentConfiguration = content
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    func check(_ window: UIWindow, _ name: String) {
        CATransaction.flush()
        let image = window.tandemSnapshot()
        guard let cgImage = image.cgImage else {
            Issue.record("no image")
            return
        }
        let difference = ReferenceImage.compare(cgImage, named: name)
        #expect(difference.matches, "\(name): \(difference)")
    }

    @Test func aLargeTitleNavigationBar() {
        let root = UIViewController()
        root.title = "Settings"
        root.view.backgroundColor = .systemBackground
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", primaryAction: nil)
        let window = makeWindow(width: 320, height: 200, root: navigation)
        check(window, "navigation-large-title")
    }

    @Test func anInsetGroupedTable() {
        let rows = Rows()
        let controller = UIViewController()
        let window = makeWindow(width: 320, height: 420, root: controller)
        let table = UITableView(frame: controller.view.bounds, style: .insetGrouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        controller.view.addSubview(table)
        check(window, "table-inset-grouped")
        withExtendedLifetime(rows) {}
    }

    @Test func anAlert() {
        let controller = UIViewController()
        controller.view.backgroundColor = .systemTeal
        let window = makeWindow(width: 320, height: 400, root: controller)
        let alert = UIAlertController(title: "Delete draft?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        controller.present(alert, animated: false)
        check(window, "alert")
    }

    @Test func aSheetOverADimmedPresenter() {
        let controller = UIViewController()
        controller.view.backgroundColor = .systemOrange
        let window = makeWindow(width: 320, height: 480, root: controller)
        let sheet = UIViewController()
        sheet.view.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 20, y: 30, width: 280, height: 30))
        label.text = "A medium sheet"
        sheet.view.addSubview(label)
        sheet.sheetPresentationController?.detents = [.medium()]
        sheet.sheetPresentationController?.prefersGrabberVisible = true
        controller.present(sheet, animated: false)
        check(window, "sheet-medium")
    }

    /// The comparison itself: the alert with another title does not match the alert's reference.
    @Test func aDifferentScreenDoesNotMatch() throws {
        let controller = UIViewController()
        controller.view.backgroundColor = .systemTeal
        let window = makeWindow(width: 320, height: 400, root: controller)
        let alert = UIAlertController(
            title: "Delete everything?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        controller.present(alert, animated: false)
        CATransaction.flush()
        let image = try #require(window.tandemSnapshot().cgImage)
        let difference = ReferenceImage.compare(image, named: "alert", recording: false)
        #expect(!difference.matches)
        #expect(difference.differingPixels > 50)
    }
}
