import Foundation
import TandemSupport

extension InterfaceBuilderLoader {
    /// Registers a table's prototype cells: dequeuing a cell under a
    /// prototype's reuse identifier makes a new cell from the prototype's
    /// element (its class, subviews, constraints and connections), as a
    /// storyboard's table does.
    func registerPrototypes(_ elements: [InterfaceBuilderElement], in table: UITableView) {
        for element in elements where element.name == "tableViewCell" {
            guard let identifier = element["reuseIdentifier"], !identifier.isEmpty else {
                Diagnostics.report("UIStoryboard", "a prototype cell has no reuse identifier; it cannot be dequeued")
                continue
            }
            let maker = prototypeMaker(element)
            table.cellPool.register(
                { identifier in
                    (maker() as? UITableViewCell) ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
                }, for: identifier)
        }
    }

    /// Registers a collection view's prototype cells, as for a table.
    func registerPrototypes(_ elements: [InterfaceBuilderElement], in collection: UICollectionView) {
        for element in elements where element.name == "collectionViewCell" {
            guard let identifier = element["reuseIdentifier"], !identifier.isEmpty else {
                Diagnostics.report("UIStoryboard", "a prototype cell has no reuse identifier; it cannot be dequeued")
                continue
            }
            let maker = prototypeMaker(element)
            collection.cellPool.register(
                { [unowned collection] identifier in
                    let cell = (maker() as? UICollectionViewCell) ?? UICollectionViewCell(frame: .zero)
                    cell.reuseIdentifier = identifier
                    cell.frame = collection.frameForNewView
                    return cell
                }, for: identifier)
        }
    }

    /// Makes a new view from a prototype's element each time it is called,
    /// in a load of its own that may connect to this load's objects.
    private func prototypeMaker(_ element: InterfaceBuilderElement) -> () -> UIView {
        let document = self.document
        let storyboard = self.storyboard
        let shared = sharedObjects
        return { [weak sceneController] in
            let loader = InterfaceBuilderLoader(document: document, storyboard: storyboard, outerObjects: shared.table)
            loader.sceneController = sceneController
            let view = loader.makeView(element)
            loader.finish()
            return view
        }
    }
}
