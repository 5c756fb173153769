import Foundation
import TandemGraphics

/// The delegate of the context menu interaction a table or collection view
/// carries: it finds the row or item under the press and asks the view's
/// delegate for its menu, which shows below that row or item.
@preconcurrency @MainActor
final class ListContextMenuSource: UIContextMenuInteractionDelegate {
    /// The index path under a point, the configuration for it, and the cell its menu goes below.
    private let lookup: (CGPoint) -> (configuration: UIContextMenuConfiguration?, cell: UIView?)

    init(lookup: @escaping (CGPoint) -> (configuration: UIContextMenuConfiguration?, cell: UIView?)) {
        self.lookup = lookup
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        lookup(location).configuration
    }

    func cell(at location: CGPoint) -> UIView? {
        lookup(location).cell
    }
}

extension UITableView {
    /// Gives the table the context menus of its delegate's `contextMenuConfigurationForRowAt`.
    func installRowContextMenus() {
        let source = ListContextMenuSource { [weak self] point in
            guard let self, let indexPath = self.indexPathForRow(at: point) else { return (nil, nil) }
            let configuration = self.tableDelegate?.tableView(
                self, contextMenuConfigurationForRowAt: indexPath, point: point)
            return (configuration, self.cellForRow(at: indexPath))
        }
        let interaction = UIContextMenuInteraction(delegate: source)
        // The interaction holds its delegate weakly; this closure keeps the source alive with it.
        interaction.sourceForLocation = { point in source.cell(at: point) }
        addInteraction(interaction)
    }
}

extension UICollectionView {
    /// Gives the collection view the context menus of its delegate's `contextMenuConfigurationForItemsAt`.
    func installItemContextMenus() {
        let source = ListContextMenuSource { [weak self] point in
            guard let self, let indexPath = self.indexPathForItem(at: point) else { return (nil, nil) }
            let configuration = self.collectionDelegate?.collectionView(
                self, contextMenuConfigurationForItemsAt: [indexPath], point: point)
            return (configuration, self.cellForItem(at: indexPath))
        }
        let interaction = UIContextMenuInteraction(delegate: source)
        interaction.sourceForLocation = { point in source.cell(at: point) }
        addInteraction(interaction)
    }
}
