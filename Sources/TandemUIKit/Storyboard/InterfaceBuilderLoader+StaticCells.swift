import Foundation
import TandemSupport

extension InterfaceBuilderLoader {
    /// Makes a static table's sections and cells (`dataMode="static"`)
    /// with the table, as UIKit does, and gives them to the scene's table
    /// view controller, whose data source methods answer from them. Xcode
    /// accepts static tables only in table view controllers; elsewhere they
    /// are reported and left out.
    func makeStaticSections(_ elements: [InterfaceBuilderElement], of table: UITableView) {
        guard let controller = sceneController as? UITableViewController else {
            Diagnostics.report(
                "UIStoryboard", "static table cells are only valid in a UITableViewController; left out")
            return
        }
        controller.staticSections = elements.filter { $0.name == "tableViewSection" }.map { section in
            let cells = section.children(in: "cells").filter { $0.name == "tableViewCell" }.compactMap {
                makeView($0) as? UITableViewCell
            }
            return StaticTableSection(
                headerTitle: section["headerTitle"], footerTitle: section["footerTitle"], cells: cells)
        }
    }
}
