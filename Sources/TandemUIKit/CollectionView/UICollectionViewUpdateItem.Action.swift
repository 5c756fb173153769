extension UICollectionViewUpdateItem {
    /// What one change of a batch update does.
    public enum Action: Int, Sendable {
        /// The item or section is inserted.
        case insert
        /// The item or section is deleted.
        case delete
        /// The item or section is reloaded (deleted and inserted again).
        case reload
        /// The item or section moves.
        case move
        /// Nothing.
        case none
    }
}
