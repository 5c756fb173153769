public import Foundation
import TandemSupport

extension UICollectionView {
    /// A cell class and the handler that configures its cells for an item:
    /// pass it to ``UICollectionView/dequeueConfiguredReusableCell(using:for:item:)``,
    /// which registers the class on first use, dequeues a cell and runs the
    /// handler. Make registrations once (outside the cell provider), as on iOS.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a dequeued cell for the item at an index path.
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        let handler: Handler
        let reuseIdentifier: String

        /// A registration of `Cell` whose cells `handler` configures.
        public init(handler: @escaping Handler) {
            self.handler = handler
            reuseIdentifier = RegistrationIdentifier.next(for: Cell.self)
        }
    }

    /// A cell for `item` at `indexPath`, dequeued for `registration` and configured by its handler.
    /// A nil item is reported and the cell returned unconfigured.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        registerOnce(registration.reuseIdentifier) {
            register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        }
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        let cell = dequeued as? Cell ?? Cell(registeredWithReuseIdentifier: registration.reuseIdentifier, frame: .zero)
        if let item {
            registration.handler(cell, indexPath, item)
        } else {
            Diagnostics.report(
                "UICollectionView",
                "dequeueConfiguredReusableCell(using:for:item:) with a nil item at \(indexPath); the cell is not configured"
            )
        }
        return cell
    }
}
