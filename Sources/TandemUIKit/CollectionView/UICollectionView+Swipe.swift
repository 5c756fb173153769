import Foundation

extension UICollectionView: RowSwipeHost {
    func swipeRowPath(at point: CGPoint) -> IndexPath? { indexPathForItem(at: point) }
    func swipeRowRect(for path: IndexPath) -> CGRect { layoutAttributesForItem(at: path)?.frame ?? .zero }
    func swipeRowView(for path: IndexPath) -> UIView? { visibleCellsByPath[path] }
    var isEditingRows: Bool { isEditing }

    /// The actions a list's provider gives for swiping the row from one
    /// edge; nil outside a list, without a provider, or with no actions.
    func swipeConfiguration(for path: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard let list = collectionViewLayout.listConfiguration(ofSection: path.section) else { return nil }
        let provider =
            trailing ? list.trailingSwipeActionsConfigurationProvider : list.leadingSwipeActionsConfigurationProvider
        guard let configuration = provider?(path), !configuration.actions.isEmpty else { return nil }
        return configuration
    }

    /// Whether `gestureRecognizer` may begin as far as list swipes go: the
    /// swipe recognizer on a swipeable row; the scrolling pan not on one (a
    /// drag that scrolls closes a row swiped open). Nil for other recognizers.
    func swipeGestureShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool? {
        if gestureRecognizer === listSwipes.recognizer { return listSwipes.shouldBegin() }
        guard gestureRecognizer === panGestureRecognizer else { return nil }
        let translation = panGestureRecognizer.translation(in: self)
        if listSwipes.swipes(from: panGestureRecognizer.startLocation(in: self), translation: translation) {
            return false
        }
        listSwipes.close()
        return nil
    }
}
