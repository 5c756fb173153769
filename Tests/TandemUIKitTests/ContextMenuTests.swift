import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// A context menu delegate with a two-action menu, logging what it hears.
@MainActor
final class ContextMenuLog: UIContextMenuInteractionDelegate, UITableViewDataSource, UITableViewDelegate,
    UICollectionViewDataSource, UICollectionViewDelegate
{
    var entries: [String] = []

    func menu(named name: String) -> UIContextMenuConfiguration {
        UIContextMenuConfiguration(identifier: name as NSString, previewProvider: nil) { [weak self] suggested in
            self?.entries.append("provide \(suggested.count)")
            return UIMenu(
                title: "",
                children: [
                    UIAction(title: "Copy \(name)") { [weak self] _ in self?.entries.append("copy \(name)") },
                    UIAction(title: "Delete", attributes: .destructive) { [weak self] _ in
                        self?.entries.append("delete \(name)")
                    },
                ])
        }
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        entries.append("configure at \(Int(location.x)),\(Int(location.y))")
        return location.y < 50 ? menu(named: "Box") : nil
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        entries.append("will display \((configuration.identifier as? NSString)?.description ?? "?")")
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        entries.append("will end")
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
        -> UIContextMenuConfiguration?
    {
        entries.append("row \(indexPath.row)")
        return indexPath.row == 4 ? nil : menu(named: "Row \(indexPath.row)")
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.backgroundColor = .systemTeal
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        entries.append("item \(indexPath.item)")
        return menu(named: "Item \(indexPath.item)")
    }
}

/// Context menus: a long press or secondary click shows the delegate's
/// menu; tables and collection views ask their delegates per row or item.
@MainActor
@Suite struct ContextMenuTests {
    private func makeBox(in window: UIWindow, log: ContextMenuLog) -> (UIView, UIContextMenuInteraction) {
        let box = UIView(frame: CGRect(x: 40, y: 100, width: 200, height: 100))
        box.backgroundColor = .systemYellow
        window.rootViewController?.view.addSubview(box)
        let interaction = UIContextMenuInteraction(delegate: log)
        box.addInteraction(interaction)
        CATransaction.flush()
        return (box, interaction)
    }

    @Test func aSecondaryClickShowsTheMenuAndARowRunsItsAction() throws {
        let window = makeWindow(width: 390, height: 600)
        let log = ContextMenuLog()
        let (box, interaction) = makeBox(in: window, log: log)
        #expect(box.interactions.count == 1 && interaction.view === box)
        // Where the delegate has no menu (the box's lower half), nothing shows.
        #expect(!window.handleSecondaryClick(at: CGPoint(x: 100, y: 180)))
        #expect(MenuPresentation.shownRowTitles(in: window) == nil)
        #expect(window.handleSecondaryClick(at: CGPoint(x: 100, y: 120)))
        CATransaction.flush()
        #expect(MenuPresentation.shownRowTitles(in: window) == ["Copy Box", "Delete"])
        #expect(log.entries == ["configure at 60,80", "configure at 60,20", "provide 0", "will display Box"])
        #expect(interaction.location(in: box) == CGPoint(x: 60, y: 20))
        keepSnapshot(window.tandemSnapshot(), as: "context-menu")
        let row = try #require(MenuPresentation.centerOfShownRow("Copy Box", in: window))
        window.synthesizeTap(at: row, time: 10)
        CATransaction.flush()
        #expect(log.entries.suffix(2) == ["will end", "copy Box"])
        #expect(MenuPresentation.shownRowTitles(in: window) == nil)
        // Removed, the interaction shows nothing.
        box.removeInteraction(interaction)
        #expect(interaction.view == nil && box.interactions.isEmpty)
        #expect(!window.handleSecondaryClick(at: CGPoint(x: 100, y: 120)))
    }

    @Test func aLongPressShowsTheMenuAndATapOutsideEndsIt() {
        let window = makeWindow(width: 390, height: 600)
        let log = ContextMenuLog()
        _ = makeBox(in: window, log: log)
        window.handlePointerInput(PointerInput(.down, at: CGPoint(x: 100, y: 110)))
        wait(0.7)
        window.handlePointerInput(PointerInput(.up, at: CGPoint(x: 100, y: 110)))
        CATransaction.flush()
        #expect(MenuPresentation.shownRowTitles(in: window) == ["Copy Box", "Delete"])
        #expect(log.entries.contains("will display Box"))
        window.synthesizeTap(at: CGPoint(x: 370, y: 580), time: 20)
        CATransaction.flush()
        #expect(MenuPresentation.shownRowTitles(in: window) == nil)
        #expect(log.entries.last == "will end")
    }

    @Test func aTableAsksItsDelegateForTheRowsMenu() {
        let window = makeWindow(width: 390, height: 600)
        let log = ContextMenuLog()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.dataSource = log
        table.delegate = log
        window.rootViewController?.view.addSubview(table)
        CATransaction.flush()
        let rowFrame = table.rectForRow(at: IndexPath(row: 2, section: 0))
        let point = table.convert(CGPoint(x: rowFrame.midX, y: rowFrame.midY), to: window)
        #expect(window.handleSecondaryClick(at: point))
        CATransaction.flush()
        #expect(log.entries.first == "row 2")
        #expect(MenuPresentation.shownRowTitles(in: window) == ["Copy Row 2", "Delete"])
        // The panel sits below the row.
        let panel = MenuPresentation.shownMenus(in: window).last?.panel.frame ?? .zero
        #expect(panel.minY >= table.convert(rowFrame, to: window).maxY)
        MenuPresentation.shownMenus(in: window).last?.dismiss()
        let last = table.rectForRow(at: IndexPath(row: 4, section: 0))
        #expect(!window.handleSecondaryClick(at: table.convert(CGPoint(x: last.midX, y: last.midY), to: window)))
    }

    @Test func aCollectionViewAsksItsDelegateForTheItemsMenu() {
        let window = makeWindow(width: 390, height: 600)
        let log = ContextMenuLog()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = log
        collection.delegate = log
        window.rootViewController?.view.addSubview(collection)
        CATransaction.flush()
        let cell = collection.cellForItem(at: IndexPath(item: 1, section: 0))
        let center = cell.map { $0.convert(CGPoint(x: 50, y: 50), to: window) } ?? .zero
        #expect(window.handleSecondaryClick(at: center))
        #expect(log.entries.first == "item 1")
        #expect(MenuPresentation.shownRowTitles(in: window) == ["Copy Item 1", "Delete"])
    }
}
