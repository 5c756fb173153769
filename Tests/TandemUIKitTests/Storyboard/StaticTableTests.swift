import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// The "Settings" scene: a table view controller with a static table; it
/// changes one static cell through `super`, as apps do.
final class StaticSettingsController: UITableViewController, InterfaceBuilderActionTarget {
    weak var silentSwitch: UISwitch!
    weak var bluetoothCell: UITableViewCell!
    var events: [String] = []

    @IBAction func silentChanged(_ sender: UISwitch) {
        events.append("silent \(sender.isOn)")
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = super.tableView(tableView, cellForRowAt: indexPath)
        if indexPath == IndexPath(row: 1, section: 0) { cell.detailTextLabel?.text = "Off" }
        return cell
    }

    static let interfaceBuilderActions: [String: InterfaceBuilderAction] = [
        "silentChanged:": InterfaceBuilderAction(StaticSettingsController.silentChanged)
    ]
}

/// Static table cells (`dataMode="static"`) are made with the table and
/// shown by the table view controller's data source, as in UIKit.
@MainActor
@Suite struct StaticTableTests {
    @Test func aStaticTableShowsItsSectionsAndCellsWithTheirOutletsAndActions() throws {
        let controller = try #require(
            UIStoryboard(name: "Settings", bundle: .module).instantiateInitialViewController()
                as? StaticSettingsController)
        let window = makeWindow(width: 390, height: 600, root: controller)
        defer { window.isHidden = true }
        let table = try #require(controller.tableView)
        #expect(table.style == .insetGrouped)
        #expect(controller.numberOfSections(in: table) == 2)
        #expect(table.numberOfRows(inSection: 0) == 2 && table.numberOfRows(inSection: 1) == 1)
        #expect(controller.tableView(table, titleForHeaderInSection: 0) == "Network")
        #expect(controller.tableView(table, titleForFooterInSection: 0) == "Joins known networks.")
        #expect(controller.tableView(table, titleForHeaderInSection: 1) == "Sound")

        let wifi = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(wifi.textLabel?.text == "Wi-Fi" && wifi.selectionStyle == .none)
        let bluetooth = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(bluetooth === controller.bluetoothCell, "the cell the outlet names is the one shown")
        #expect(bluetooth.textLabel?.text == "Bluetooth" && bluetooth.accessoryType == .disclosureIndicator)
        #expect(bluetooth.detailTextLabel?.text == "Off", "changed through super")
        // The switch in the third cell is the controller's outlet, sits at the trailing margin, and sends its action.
        let silent = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
        let toggle = try #require(controller.silentSwitch)
        #expect(toggle.isDescendant(of: silent) && toggle.isOn)
        let frame = toggle.convert(toggle.bounds, to: silent)
        #expect(abs(frame.maxX - (silent.bounds.width - silent.contentView.layoutMargins.right)) <= 1)
        // Pinned to the content view's leading margin, the label lines up with the cells' own labels, as on iOS.
        let label = try #require(silent.contentView.subviews.compactMap { $0 as? UILabel }.first)
        #expect(label.frame.minX == wifi.textLabel?.frame.minX)
        toggle.setOn(false, animated: false)
        toggle.sendActions(for: .valueChanged)
        #expect(controller.events == ["silent false"])
    }
}
